import type { SIWXMessageData } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { RawWitness } from '@scure/btc-signer'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { parseSIWXMessage } from '../messages/parseSIWXMessage.js'
import { bip322Key } from '../testing/bip322TestVectors.js'
import {
  fuzzField,
  fuzzText,
  messageDataArbitrary,
  statedFields,
} from '../testing/messageDataArbitrary.js'
import { createBitcoinTestSigner } from '../testing/signBitcoinMessage.js'
import { createBip122Verifier } from './createBip122Verifier.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const solanaKey = ed25519.utils.randomSecretKey()
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
const bitcoin = createBitcoinTestSigner(bip322Key)

const namespaces = [
  {
    name: 'solana',
    verifier: createSolanaVerifier(),
    data: messageDataArbitrary({
      accountAddress: fuzzField(
        fc.constant(solanaAddress),
        solanaAddress.slice(0, 31),
        `${solanaAddress}\n`,
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ),
      chainId: fuzzField(
        fc.constantFrom(
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        ),
        'solana:1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp0',
        'eip155:1',
      ),
    }),
    /** A valid signature of other text by the account, else base58 of the right or a wrong length. */
    signature: fc.oneof(
      { weight: 2, arbitrary: fuzzText },
      { weight: 2, arbitrary: fc.uint8Array({ maxLength: 80 }).map(base58.encode) },
      { weight: 1, arbitrary: bytes(64).map(base58.encode) },
      {
        weight: 1,
        arbitrary: fuzzText.map((text) =>
          base58.encode(ed25519.sign(new TextEncoder().encode(`${text}.`), solanaKey)),
        ),
      },
    ),
    documented: ['InvalidSIWXMessageFieldError', 'InvalidCaipNetworkIdError'],
  },
  {
    name: 'bip122',
    verifier: createBip122Verifier(),
    data: messageDataArbitrary({
      accountAddress: fuzzField(
        fc.constantFrom(bitcoin.p2wpkhAddress, bitcoin.p2trAddress),
        'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        bitcoin.p2wpkhAddress.toUpperCase(),
        `${bitcoin.p2trAddress.slice(0, -1)}q`,
      ),
      chainId: fuzzField(
        fc.constantFrom(
          'bip122:000000000019d6689c085ae165831e93',
          'bip122:000000000933ea01ad0ee984209779ba',
        ),
        'bip122:12a765e31ffd4059bada1e25190f6e98',
        'bip122:__proto__',
        'bip122',
      ),
    }),
    /**
     * Text, witness stacks and legacy signatures of random bytes (costing a curve operation, kept
     * to about one case in five), and the account's real signatures of other text.
     */
    signature: fc.oneof(
      { weight: 8, arbitrary: fuzzText },
      { weight: 4, arbitrary: fc.uint8Array({ maxLength: 120 }).map(base64.encode) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(bytes(71), bytes(33))
          .map(([signature, key]) => base64.encode(RawWitness.encode([signature, key]))),
      },
      {
        weight: 1,
        arbitrary: bytes(64).map((signature) => base64.encode(RawWitness.encode([signature]))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.integer({ min: 27, max: 42 }), bytes(64))
          .map(([header, rs]) => base64.encode(Uint8Array.from([header, ...rs]))),
      },
      {
        weight: 1,
        arbitrary: fuzzText.map((text) => bitcoin.signBip322(`${text}.`, bitcoin.p2wpkhAddress)),
      },
    ),
    documented: ['InvalidSIWXMessageFieldError', 'InvalidCaipNetworkIdError'],
  },
] as const

describe.each(namespaces)('fuzz: the $name sign-in verifier', (namespace) => {
  const { verifier } = namespace

  test('verify resolves false for any session nobody signed, never rejects', async () => {
    await fc.assert(
      fc.asyncProperty(
        namespace.data,
        fc.oneof(fuzzText, fc.constant(undefined)),
        namespace.signature,
        async (data: SIWXMessageData, text: string | undefined, signature: string) => {
          let message = text
          if (message === undefined) {
            try {
              message = await verifier.formatMessage(data)
            } catch {
              message = ''
            }
          }
          expect(await verifier.verify({ data, message, signature })).toBe(false)
        },
      ),
      // Curve operations cost a millisecond: a fifth of the runs keeps the unit run to seconds.
      fuzzParameters({ numRuns: Math.ceil((fuzzParameters().numRuns ?? 0) / 5) }),
    )
  })

  test('formatMessage writes CAIP-122 text that reads back as the fields, or rejects with a documented error', async () => {
    let written = 0
    await fc.assert(
      fc.asyncProperty(namespace.data, async (data) => {
        let text: string
        try {
          text = await verifier.formatMessage(data)
        } catch (error) {
          expect(namespace.documented).toContain((error as Error).name)
          return
        }
        // A text past what the parser reads (16,384 characters: a very long field) is not read.
        if (text.length > 16_384) expect(await parseSIWXMessage(text)).toBeUndefined()
        else expect(await parseSIWXMessage(text)).toEqual(statedFields(data))
        written++
      }),
      fuzzParameters(),
    )
    expect(written).toBeGreaterThan(0)
  })
})
