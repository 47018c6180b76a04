import { type Address, getAddressEncoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { parseMintAccount } from './parseMintAccount.ts'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './readTokenAccount.ts'

const MINT = 'So11111111111111111111111111111111111111112' as Address
const AUTHORITY = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address

/** A mint's 82 base bytes: mint authority set, supply, decimals, initialized, no freeze authority. */
function baseMint(decimals: number, supply: bigint) {
  const bytes = new Uint8Array(82)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, 1, true)
  bytes.set(getAddressEncoder().encode(AUTHORITY), 4)
  view.setBigUint64(36, supply, true)
  bytes[44] = decimals
  bytes[45] = 1
  return bytes
}

/** Borsh: u32 length, then UTF-8. */
function borshString(text: string) {
  const utf8 = new TextEncoder().encode(text)
  const bytes = new Uint8Array(4 + utf8.length)
  new DataView(bytes.buffer).setUint32(0, utf8.length, true)
  bytes.set(utf8, 4)
  return bytes
}

function token2022MintWithMetadata(name: string, symbol: string, claimedNameLength?: number) {
  const value = [
    new Uint8Array(32),
    new Uint8Array(getAddressEncoder().encode(MINT)),
    borshString(name),
    borshString(symbol),
    borshString('https://example.test/token.json'),
    new Uint8Array(4),
  ].flatMap((part) => [...part])
  const tlv = new Uint8Array(4 + value.length)
  new DataView(tlv.buffer).setUint16(0, 19, true)
  new DataView(tlv.buffer).setUint16(2, value.length, true)
  tlv.set(value, 4)
  // A lying length prefix runs the name past the extension's end.
  if (claimedNameLength) new DataView(tlv.buffer).setUint32(4 + 64, claimedNameLength, true)
  const bytes = new Uint8Array(166 + tlv.length)
  bytes.set(baseMint(9, 5n), 0)
  bytes[165] = 1
  bytes.set(tlv, 166)
  return bytes
}

describe('parseMintAccount', () => {
  it('reads an SPL Token mint as a node’s jsonParsed', () => {
    expect(
      parseMintAccount({ programAddress: TOKEN_PROGRAM, data: baseMint(6, 1_000_000n) }),
    ).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          isInitialized: true,
          mintAuthority: AUTHORITY,
          supply: '1000000',
        },
      },
      space: 82,
    })
  })

  it('decodes Token-2022’s tokenMetadata extension, and lists a truncated one as unparseable', () => {
    const parsed = parseMintAccount({
      programAddress: TOKEN_2022_PROGRAM,
      data: token2022MintWithMetadata('Latch Dollar', 'LUSD'),
    })
    expect(parsed?.parsed.info.extensions).toEqual([
      {
        extension: 'tokenMetadata',
        state: {
          updateAuthority: null,
          mint: MINT,
          name: 'Latch Dollar',
          symbol: 'LUSD',
          uri: 'https://example.test/token.json',
          additionalMetadata: [],
        },
      },
    ])
    const broken = parseMintAccount({
      programAddress: TOKEN_2022_PROGRAM,
      data: token2022MintWithMetadata('x', 'X', 10_000),
    })
    expect(broken?.parsed.info.extensions).toEqual([{ extension: 'unparseableExtension' }])
  })

  it('leaves token accounts and other programs’ accounts alone', () => {
    expect(parseMintAccount({ programAddress: TOKEN_PROGRAM, data: new Uint8Array(165) })).toBe(
      undefined,
    )
    expect(parseMintAccount({ programAddress: AUTHORITY, data: baseMint(6, 1n) })).toBe(undefined)
  })
})
