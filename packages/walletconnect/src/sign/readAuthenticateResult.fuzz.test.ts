import { base64urlnopad } from '@scure/base'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { hostileText, mostly } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { ProtocolError } from '../errors/errors.js'
import { readAuthenticateResult } from './readAuthenticateResult.js'
import { createRecap } from './recap.js'
import { sessionNamespacesSchema } from './schemas.js'

// RFC 7748 §6.1: the dapp is Alice, the wallet Bob.
const privateKey = '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'
const walletPublicKey = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const loose = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText)
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => mostly(arbitrary, loose)

/** The last resource: a ReCap granting methods, a ReCap of odd JSON, odd text, or none. */
const recap = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.string(), { maxLength: 3 })
      .map((methods) => createRecap('eip155', 'request', methods)),
  },
  {
    weight: 1,
    arbitrary: fc
      .jsonValue({ maxDepth: 3 })
      .map(
        (json) =>
          `urn:recap:${base64urlnopad.encode(new TextEncoder().encode(JSON.stringify({ att: json })))}`,
      ),
  },
  { weight: 1, arbitrary: hostileText.map((text) => `urn:recap:${text}`) },
)
const cacao = fc.record({
  h: maybe(fc.record({ t: maybe(fc.constant('caip122')) })),
  p: maybe(
    fc.record({
      domain: maybe(fc.string()),
      aud: maybe(fc.string()),
      version: maybe(fc.constant('1')),
      nonce: maybe(fc.string()),
      iat: maybe(fc.string()),
      iss: maybe(
        fc.constantFrom(
          `did:pkh:eip155:1:${address}`,
          `did:pkh:eip155:10:${address}`,
          `did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`,
          `did:pkh:eip155:1:${address}:extra`,
          'did:pkh:eip155',
        ),
      ),
      statement: fc.option(fc.string(), { nil: undefined }),
      resources: maybe(
        fc
          .tuple(fc.array(fc.string(), { maxLength: 2 }), recap)
          .map(([first, last]) => [...first, last]),
      ),
    }),
  ),
  s: maybe(fc.record({ t: maybe(fc.constant('eip191')), s: maybe(fc.string()) })),
})
/** A wallet's `wc_sessionAuthenticate` answer: near-valid CACAOs and responder, or anything. */
const answer = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      cacaos: maybe(fc.array(cacao, { maxLength: 3 })),
      responder: maybe(
        fc.record({
          // A valid key; the same in capitals; a low-order point (no shared secret).
          publicKey: maybe(
            fc.constantFrom(walletPublicKey, walletPublicKey.toUpperCase(), '0'.repeat(64)),
          ),
          metadata: loose,
        }),
      ),
    }),
  },
  { weight: 1, arbitrary: loose },
)

describe('fuzz: one-click auth answers (wc_sessionAuthenticate)', () => {
  test('a session with granted methods and one message per CACAO, or ProtocolError', () => {
    let sessions = 0
    fc.assert(
      fc.property(answer, (result) => {
        let read: ReturnType<typeof readAuthenticateResult>
        try {
          read = readAuthenticateResult({ result, privateKey, pairingTopic: '2'.repeat(64) })
        } catch (error) {
          if (!(error instanceof ProtocolError)) throw error
          return
        }
        const { record, auths } = read
        expect(record.topic).toMatch(/^[0-9a-f]{64}$/)
        expect(v.safeParse(sessionNamespacesSchema, record.namespaces).success).toBe(true)
        expect(Object.values(record.namespaces).some(({ methods }) => methods.length > 0)).toBe(
          true,
        )
        expect(auths).toHaveLength((result as { cacaos: unknown[] }).cacaos.length)
        for (const { message } of auths) expect(typeof message).toBe('string')
        sessions++
      }),
      fuzzParameters(),
    )
    expect(sessions).toBeGreaterThan(0)
  })
})
