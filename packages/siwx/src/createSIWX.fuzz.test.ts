import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { createMemoryStorage, InvalidSIWXSessionError } from '@latch/core'
import fc from 'fast-check'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { hostileText } from '../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../scripts/fuzz/fuzzRuns.ts'
import { createSIWX } from './createSIWX.js'
import { parseSIWXMessage } from './messages/parseSIWXMessage.js'
import { statedFields } from './testing/messageDataArbitrary.js'
import { createBip122Verifier } from './verifiers/createBip122Verifier.js'
import { createEip155Verifier } from './verifiers/createEip155Verifier.js'
import { createSolanaVerifier } from './verifiers/createSolanaVerifier.js'
import type { SIWXVerifier } from './verifiers/types.js'

const now = Date.parse('2026-03-01T12:00:00Z')
/** What the wallet signed the issued text with; any other signature is not its. */
const walletSignature = `0x${'ab'.repeat(65)}`
const signed = { text: '' }

/**
 * Each namespace's verifier writing the text, its signature check replaced by the wallet's
 * answer: curve operations cost milliseconds, and the verifiers have their own targets.
 */
const withWalletAnswer = (verifier: SIWXVerifier): SIWXVerifier => ({
  ...verifier,
  verify: async ({ message, signature }) =>
    signature === walletSignature && message === signed.text,
})
const namespaces = [
  {
    namespace: 'eip155',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
    verifier: withWalletAnswer(createEip155Verifier()),
  },
  {
    namespace: 'solana',
    address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    verifier: withWalletAnswer(createSolanaVerifier()),
  },
  {
    namespace: 'bip122',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    chainId: 'bip122:000000000019d6689c085ae165831e93',
    verifier: withWalletAnswer(createBip122Verifier()),
  },
] as const

const shortText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', 'now', '2026-03-01T12:00:00Z', '9999-99-99T99:99:99Z'),
)
/** The message's fields: those a session must have get other text, the others may go. */
const requiredFields = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
] as const
const optionalFields = ['expirationTime', 'notBefore', 'statement', 'requestId'] as const
/** The EIP-4361 line of each optional timestamp. */
const lineOf = { expirationTime: 'Expiration Time', notBefore: 'Not Before' } as const
/** Lines a wallet-written EIP-4361 text may state (one-click auth). */
const lineKey = fc.constantFrom(
  'Expiration Time',
  'Not Before',
  'Issued At',
  'URI',
  'Nonce',
  'Chain ID',
  'Resources',
)

/** How an attacker or a buggy wallet changes the issued sign-in before presenting it. */
const edit = fc.record({
  text: fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'keep' as const }) },
    { weight: 1, arbitrary: hostileText.map((text) => ({ kind: 'replace' as const, text })) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('line' as const),
        key: lineKey,
        value: shortText,
        at: fc.nat(),
      }),
    },
  ),
  signature: fc.oneof(
    { weight: 3, arbitrary: fc.constant(walletSignature) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        hostileText,
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef') }).map((hex) => `0x${hex}`),
      ),
    },
  ),
  fields: fc.array(
    fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        name: fc.constantFrom(...requiredFields),
        value: shortText,
      }),
      fc.record({
        kind: fc.constant('set' as const),
        name: fc.constantFrom(...optionalFields),
        value: fc.option(shortText, { nil: undefined }),
      }),
      // An optional field's line moved into another field (the text stays the issued one).
      fc.record({
        kind: fc.constant('move' as const),
        name: fc.constantFrom(...requiredFields, ...optionalFields),
        from: fc.constantFrom('expirationTime', 'notBefore'),
      }),
    ),
    { maxLength: 2 },
  ),
  oneClick: fc.boolean(),
})

type Edit = typeof edit extends fc.Arbitrary<infer value> ? value : never

/** The issued sign-in with `change` applied: the session a wallet presents. */
function present(issued: SIWXMessageData, text: string, change: Edit): SIWXSession {
  const data: SIWXMessageData = { ...issued }
  for (const field of change.fields) {
    if (field.kind === 'set') Object.assign(data, { [field.name]: field.value })
    else {
      const moved = lineOf[field.from]
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${moved}: `))
      if (line === undefined) continue
      Object.assign(data, {
        [field.name]: `${data[field.name] ?? ''}\n${line}`,
        [field.from]: undefined,
      })
    }
  }
  let message = text
  if (change.text.kind === 'replace') message = change.text.text
  if (change.text.kind === 'line') {
    const lines = text.split('\n')
    const { key, value, at } = change.text
    const index = lines.findIndex((line) => line.startsWith(`${key}:`))
    if (index === -1) lines.splice(at % (lines.length + 1), 0, `${key}: ${value}`)
    else lines[index] = `${key}: ${value}`
    message = lines.join('\n')
  }
  return { data, message, signature: change.signature, ...(change.oneClick ? { cacao: {} } : {}) }
}

describe.each(namespaces)(
  'fuzz: $namespace sign-in sessions presented to createSIWX().addSession',
  ({ address, chainId, verifier }) => {
    test('accepted only as issued and signed; anything else is InvalidSIWXSessionError', async () => {
      const outcomes = new Set<string>()
      await fc.assert(
        fc.asyncProperty(edit, async (change) => {
          const siwx = createSIWX({
            domain: 'app.example',
            uri: 'https://app.example',
            storage: createMemoryStorage(),
            verifiers: [verifier],
            clock: () => now,
          })
          const issued = await siwx.createMessage({ accountAddress: address, chainId })
          signed.text = issued.toString()
          const { toString: _, ...data } = issued
          const session = present(data, signed.text, change)
          try {
            await siwx.addSession(session)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidSIWXSessionError)
            outcomes.add((error as InvalidSIWXSessionError).check)
            return
          }
          expect(session.signature).toBe(walletSignature)
          expect(session.message).toBe(signed.text)
          // The text states the fields: a session of the issued text has the issued fields (an
          // empty optional field writes no line, as an absent one).
          if (!change.oneClick) expect(statedFields(session.data)).toEqual(statedFields(data))
          expect(await siwx.getSessions(chainId, address)).toEqual([session])
          outcomes.add('accepted')
        }),
        fuzzParameters(),
      )
      expect(outcomes).toContain('accepted')
      expect(outcomes).toContain('message')
      expect(outcomes).toContain('signature')
    })
  },
)

describe('fuzz: createSIWX().createMessage for any account', () => {
  test("a CAIP-122 text naming the account in its namespace's layout, or a documented error", async () => {
    const siwx = createSIWX({ domain: 'app.example', uri: 'https://app.example', clock: () => now })
    const accountAddress = fc.oneof(
      fc.constantFrom(
        ...namespaces.flatMap(({ address }) => [address, address.slice(0, -1), `${address}0`]),
        namespaces[0].address.toLowerCase(),
        'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      ),
      hostileText,
    )
    const network = fc.oneof(
      fc.constantFrom(
        'eip155:1',
        'eip155:0',
        'eip155:-1',
        'eip155:1.5',
        'eip155:abc',
        'eip155:1e3',
      ),
      fc.constantFrom(
        ...namespaces.map(({ chainId }) => chainId),
        'bip122:000000000933ea01ad0ee984209779ba',
        'solana:1',
        'bip122:__proto__',
        'cosmos:cosmoshub-4',
        'eip155',
        '',
      ),
      hostileText,
    )
    const documented = [
      'InvalidCaipNetworkIdError',
      'UnsupportedSIWXNamespaceError',
      'InvalidAddressError',
      'SiweInvalidMessageFieldError',
      'InvalidSIWXMessageFieldError',
    ]
    const issuedIn = new Set<string>()
    await fc.assert(
      fc.asyncProperty(accountAddress, network, async (account, caipNetworkId) => {
        let issued: Awaited<ReturnType<typeof siwx.createMessage>>
        try {
          issued = await siwx.createMessage({
            accountAddress: account,
            chainId: caipNetworkId as `eip155:${string}`,
          })
        } catch (error) {
          expect(documented).toContain((error as Error).name)
          return
        }
        const text = issued.toString()
        if (caipNetworkId.startsWith('eip155:')) {
          // viem reads EIP-4361; it writes the address checksummed.
          const parsed = parseSiweMessage(text)
          expect(parsed.address?.toLowerCase()).toBe(account.toLowerCase())
          expect(`eip155:${parsed.chainId}`).toBe(caipNetworkId)
          expect(parsed.nonce).toBe(issued.nonce)
        } else {
          const { toString: _, ...data } = issued
          expect(await parseSIWXMessage(text)).toEqual(statedFields(data))
        }
        issuedIn.add(caipNetworkId.split(':')[0] ?? '')
      }),
      fuzzParameters(),
    )
    expect([...issuedIn].sort()).toEqual(['bip122', 'eip155', 'solana'])
  })
})
