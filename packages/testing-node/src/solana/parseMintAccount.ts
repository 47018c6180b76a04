import { type EncodedAccount, getBase58Decoder } from '@solana/kit'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './readTokenAccount.ts'

/** The size of a mint without extensions. */
const MINT_SIZE = 82
/** Where a Token-2022 extended account keeps its account type (1 for a mint), then its TLVs. */
const ACCOUNT_TYPE_OFFSET = 165
/** Token-2022's `ExtensionType::TokenMetadata`. */
const TOKEN_METADATA_EXTENSION = 19

/** Reads Token-2022's `TokenMetadata` extension (borsh: two keys, three strings, then pairs). */
function readTokenMetadata(value: Uint8Array) {
  const base58 = getBase58Decoder()
  const text = new TextDecoder()
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength)
  let offset = 64
  const readString = () => {
    const length = view.getUint32(offset, true)
    const result = text.decode(value.subarray(offset + 4, offset + 4 + length))
    offset += 4 + length
    return result
  }
  const updateAuthority = value.subarray(0, 32).some((byte) => byte !== 0)
    ? base58.decode(value.subarray(0, 32))
    : null
  const mint = base58.decode(value.subarray(32, 64))
  const name = readString()
  const symbol = readString()
  const uri = readString()
  const count = view.getUint32(offset, true)
  offset += 4
  const additionalMetadata: [string, string][] = []
  for (let index = 0; index < count; index++) additionalMetadata.push([readString(), readString()])
  return { updateAuthority, mint, name, symbol, uri, additionalMetadata }
}

/** A Token-2022 mint's extensions as a node lists them (only `tokenMetadata` is decoded). */
function readExtensions(bytes: Uint8Array) {
  const extensions: { extension: string; state?: unknown }[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = ACCOUNT_TYPE_OFFSET + 1
  while (offset + 4 <= bytes.length) {
    const type = view.getUint16(offset, true)
    const length = view.getUint16(offset + 2, true)
    if (type === 0) break
    const value = bytes.subarray(offset + 4, offset + 4 + length)
    let state: unknown
    try {
      state = type === TOKEN_METADATA_EXTENSION ? readTokenMetadata(value) : undefined
    } catch {
      // A truncated extension: listed as a node lists what it cannot read.
    }
    extensions.push(
      state ? { extension: 'tokenMetadata', state } : { extension: 'unparseableExtension' },
    )
    offset += 4 + length
  }
  return extensions
}

/**
 * An SPL Token or Token-2022 mint's `jsonParsed` data as a node gives it (`{ program, parsed: {
 * type: 'mint', info: { decimals, supply, mintAuthority, freezeAuthority, isInitialized,
 * extensions? } }, space }`), or `undefined` for any other account. Of Token-2022's extensions
 * only `tokenMetadata` (name, symbol, uri) is decoded; others are listed as
 * `unparseableExtension` (as is a truncated `tokenMetadata`).
 * @param account - The account.
 */
export function parseMintAccount(account: Pick<EncodedAccount, 'programAddress' | 'data'>) {
  const program = account.programAddress
  if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) return undefined
  const bytes = new Uint8Array(account.data)
  const extended = bytes.length > ACCOUNT_TYPE_OFFSET
  if (bytes.length !== MINT_SIZE && !(extended && program === TOKEN_2022_PROGRAM)) return undefined
  if (extended && bytes[ACCOUNT_TYPE_OFFSET] !== 1) return undefined
  const base58 = getBase58Decoder()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const authority = (offset: number) =>
    view.getUint32(offset, true) === 1
      ? base58.decode(bytes.subarray(offset + 4, offset + 36))
      : null
  return {
    program: program === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
    parsed: {
      type: 'mint',
      info: {
        decimals: bytes[44] ?? 0,
        freezeAuthority: authority(46),
        isInitialized: bytes[45] === 1,
        mintAuthority: authority(0),
        supply: view.getBigUint64(36, true).toString(),
        ...(extended ? { extensions: readExtensions(bytes) } : {}),
      },
    },
    space: bytes.length,
  }
}
