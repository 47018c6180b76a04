import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { RelayAuthError } from './errors.js'
import {
  createRelayAuthJwt,
  generateRelayAuthSeed,
  getClientId,
  verifyRelayAuthJwt,
} from './relayAuthJwt.js'

// WalletConnect crypto-authentication spec, "Test Cases" (specs.walletconnect.com, clients/core/
// crypto/crypto-authentication): seed, sub, aud, ttl, iat and the expected JWT.
const spec = {
  seed: hexToBytes('58e0254c211b858ef7896b00e3f36beeb13d568d47c6031c4218b87718061295'),
  sub: 'c479fe5dc464e771e78b193d239a65b58d278cad1c34bfb0b5716e5bb514928e',
  aud: 'wss://relay.walletconnect.com',
  ttl: 86_400,
  iat: 1656910097,
  iss: 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH',
  jwt: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWtvZEhad25lVlJTaHRhTGY4SktZa3hwREdwMXZHWm5wR21kQnBYOE0yZXh4SCIsInN1YiI6ImM0NzlmZTVkYzQ2NGU3NzFlNzhiMTkzZDIzOWE2NWI1OGQyNzhjYWQxYzM0YmZiMGI1NzE2ZTViYjUxNDkyOGUiLCJhdWQiOiJ3c3M6Ly9yZWxheS53YWxsZXRjb25uZWN0LmNvbSIsImlhdCI6MTY1NjkxMDA5NywiZXhwIjoxNjU2OTk2NDk3fQ.bAKl1swvwqqV_FgwvD4Bx3Yp987B9gTpZctyBviA-EkAuWc8iI8SyokOjkv9GJESgid4U8Tf2foCgrQp2qrxBA',
}
// Produced once with @walletconnect/relay-auth 1.1.0: signJWT('5f4d…cf99', 'ws://127.0.0.1:8787',
// 3600, generateKeyPair(spec.seed), 1750000000).
const sdkJwt =
  'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWtvZEhad25lVlJTaHRhTGY4SktZa3hwREdwMXZHWm5wR21kQnBYOE0yZXh4SCIsInN1YiI6IjVmNGRjYzNiNWFhNzY1ZDYxZDgzMjdkZWI4ODJjZjk5NWY0ZGNjM2I1YWE3NjVkNjFkODMyN2RlYjg4MmNmOTkiLCJhdWQiOiJ3czovLzEyNy4wLjAuMTo4Nzg3IiwiaWF0IjoxNzUwMDAwMDAwLCJleHAiOjE3NTAwMDM2MDB9.4EhVOTjM11j4KTMsfSxDhFpK8oCtVniEgRXf-6Nnjs7FogCbkLhQ-pzWjAGbpF6q7GhsMhzRpLblbxNdg_UsAg'
const specNow = spec.iat * 1000
const specPayload = {
  iss: spec.iss,
  sub: spec.sub,
  aud: spec.aud,
  iat: spec.iat,
  exp: spec.iat + spec.ttl,
}

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT signed by `seed` with any header and payload, for the refusal cases. */
function signRaw(header: unknown, payload: unknown, seed = spec.seed): string {
  const signingInput = `${encodeJson(header)}.${encodeJson(payload)}`
  const signature = ed25519.sign(new TextEncoder().encode(signingInput), seed)
  return `${signingInput}.${Buffer.from(signature).toString('base64url')}`
}

describe('createRelayAuthJwt', () => {
  test("writes the spec's test case byte for byte", () => {
    const { seed, sub, aud, ttl } = spec
    expect(createRelayAuthJwt({ seed, sub, aud, ttl, now: specNow + 999 })).toBe(spec.jwt)
  })

  test('writes what @walletconnect/relay-auth signJWT writes', () => {
    const sub = '5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99'
    const jwt = createRelayAuthJwt({
      seed: spec.seed,
      sub,
      aud: 'ws://127.0.0.1:8787',
      ttl: 3600,
      now: 1_750_000_000_000,
    })
    expect(jwt).toBe(sdkJwt)
  })

  test('defaults: a random 32-byte sub, one day, now', () => {
    const before = Math.floor(Date.now() / 1000)
    const payload = verifyRelayAuthJwt(createRelayAuthJwt({ seed: spec.seed, aud: spec.aud }))
    expect(payload).toEqual({
      iss: spec.iss,
      sub: expect.stringMatching(/^[0-9a-f]{64}$/),
      aud: spec.aud,
      iat: expect.any(Number),
      exp: payload.iat + 86_400,
    })
    expect(payload.iat).toBeGreaterThanOrEqual(before)
  })

  test('refuses a seed that is not 32 bytes and a ttl that is not a positive integer', () => {
    expect(() => createRelayAuthJwt({ seed: new Uint8Array(64), aud: spec.aud })).toThrow(
      'Invalid relay auth parameter: the seed is 32 bytes, got 64',
    )
    expect(() => createRelayAuthJwt({ seed: spec.seed, aud: spec.aud, ttl: 0 })).toThrow(
      expect.objectContaining({
        name: 'RelayAuthError',
        reason: 'invalidParameter',
        message: 'Invalid relay auth parameter: ttl 0 is not a positive integer (seconds)',
      }),
    )
  })
})

test('getClientId: the did:key of the seed, as the did:key spec vectors', () => {
  // w3c-ccg/did-method-key test-vectors/ed25519-x25519.json, seeds 0…0 and 0…1.
  expect(getClientId(new Uint8Array(32))).toBe(
    'did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp',
  )
  expect(getClientId(hexToBytes(`${'00'.repeat(31)}01`))).toBe(
    'did:key:z6MkjchhfUsD6mmvni8mCdXHw216Xrm9bQe2mBH1P5RDjVJG',
  )
  expect(getClientId(spec.seed)).toBe(spec.iss)
})

test('generateRelayAuthSeed: 32 random bytes', () => {
  const seed = generateRelayAuthSeed()
  expect(seed).toHaveLength(32)
  expect(generateRelayAuthSeed()).not.toEqual(seed)
})

describe('verifyRelayAuthJwt', () => {
  test("accepts the spec's and the SDK's JWTs, with extra claims", () => {
    expect(verifyRelayAuthJwt(spec.jwt, { aud: spec.aud, now: specNow })).toStrictEqual(specPayload)
    expect(verifyRelayAuthJwt(sdkJwt, { now: 1_750_000_000_000 })).toMatchObject({
      aud: 'ws://127.0.0.1:8787',
      exp: 1_750_003_600,
    })
    // The spec's claims list has `act` ("client_auth"); the SDK sends none. Both verify.
    const withAct = signRaw({ alg: 'EdDSA', typ: 'JWT' }, { ...specPayload, act: 'client_auth' })
    expect(verifyRelayAuthJwt(withAct, { now: specNow })).toStrictEqual(specPayload)
    expect(
      verifyRelayAuthJwt(spec.jwt, {
        aud: ['wss://relay.walletconnect.org', spec.aud],
        now: specNow,
      }),
    ).toStrictEqual(specPayload)
  })

  test('refuses each failure with its reason and message', () => {
    const header = { alg: 'EdDSA', typ: 'JWT' }
    const [encodedHeader, encodedPayload, encodedSignature] = spec.jwt.split('.')
    const otherSeed = hexToBytes('11'.repeat(32))
    const cases: [string, RelayAuthError['reason'], string][] = [
      ['a.b', 'malformed', 'Malformed relay auth JWT: expected 3 dot-separated parts, got 2'],
      [
        `${spec.jwt}.x`,
        'malformed',
        'Malformed relay auth JWT: expected 3 dot-separated parts, got 4',
      ],
      [
        `a=.${encodedPayload}.${encodedSignature}`,
        'malformed',
        'Malformed relay auth JWT: the header is not unpadded base64url',
      ],
      [
        `${Buffer.from('not json').toString('base64url')}.b.c`,
        'malformed',
        'Malformed relay auth JWT: the header is not JSON',
      ],
      [
        signRaw({ alg: 'HS256', typ: 'JWT' }, specPayload),
        'badHeader',
        'Relay auth JWT header must be {"alg":"EdDSA","typ":"JWT"}',
      ],
      [
        signRaw({ alg: 'EdDSA' }, specPayload),
        'badHeader',
        'Relay auth JWT header must be {"alg":"EdDSA","typ":"JWT"}',
      ],
      [
        signRaw(header, { ...specPayload, exp: '1656996497' }),
        'malformed',
        'Malformed relay auth JWT: the payload needs iss, sub and aud (strings), iat and exp (integers)',
      ],
      [
        signRaw(header, { ...specPayload, iss: 'did:web:example.com' }),
        'invalidDidKey',
        'Invalid did:key: it does not start with "did:key:z" (base58btc)',
      ],
      // Signed by another key than the `iss`.
      [
        signRaw(header, specPayload, otherSeed),
        'badSignature',
        'Relay auth JWT signature is invalid',
      ],
      // The audience changed after signing.
      [
        `${encodedHeader}.${encodeJson({ ...specPayload, aud: 'wss://evil' })}.${encodedSignature}`,
        'badSignature',
        'Relay auth JWT signature is invalid',
      ],
      [
        `${encodedHeader}.${encodedPayload}.${encodedSignature?.slice(0, 40)}`,
        'badSignature',
        'Relay auth JWT signature is invalid',
      ],
      [
        `${encodedHeader}.${encodedPayload}.`,
        'badSignature',
        'Relay auth JWT signature is invalid',
      ],
    ]
    for (const [jwt, reason, message] of cases) {
      const verify = () => verifyRelayAuthJwt(jwt, { aud: spec.aud, now: specNow })
      expect(verify).toThrow(RelayAuthError)
      expect(verify).toThrow(expect.objectContaining({ name: 'RelayAuthError', reason, message }))
    }
  })

  test('refuses an expired JWT and another audience', () => {
    const exp = specPayload.exp
    expect(verifyRelayAuthJwt(spec.jwt, { now: exp * 1000 - 1 })).toStrictEqual(specPayload)
    expect(() => verifyRelayAuthJwt(spec.jwt, { now: exp * 1000 })).toThrow(
      expect.objectContaining({
        reason: 'expired',
        message: `Relay auth JWT expired at ${exp} (now ${exp}, Unix seconds)`,
      }),
    )
    expect(() => verifyRelayAuthJwt(spec.jwt)).toThrow(/^Relay auth JWT expired at 1656996497/)
    expect(() =>
      verifyRelayAuthJwt(spec.jwt, { aud: 'wss://relay.walletconnect.org', now: specNow }),
    ).toThrow(
      expect.objectContaining({
        reason: 'wrongAudience',
        message:
          'Relay auth JWT audience "wss://relay.walletconnect.com" is not "wss://relay.walletconnect.org"',
      }),
    )
    expect(() =>
      verifyRelayAuthJwt(spec.jwt, { aud: ['ws://a', 'ws://a/'], now: specNow }),
    ).toThrow(
      'Relay auth JWT audience "wss://relay.walletconnect.com" is none of "ws://a", "ws://a/"',
    )
  })
})

describe('properties', () => {
  test('every JWT created verifies to its claims', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 4 * 10 ** 12 }),
        (seed, aud, sub, ttl, now) => {
          const jwt = createRelayAuthJwt({ seed, aud, sub, ttl, now })
          const iat = Math.floor(now / 1000)
          expect(verifyRelayAuthJwt(jwt, { aud, now })).toStrictEqual({
            iss: getClientId(seed),
            sub,
            aud,
            iat,
            exp: iat + ttl,
          })
        },
      ),
      { numRuns: 30 },
    )
  })

  test('mutated, truncated and random strings throw a RelayAuthError, nothing else', () => {
    const jwt = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 3, maxLength: 3 })
        .map((parts) => parts.join('.')),
      fc
        .array(fc.json({ maxDepth: 2 }), { minLength: 2, maxLength: 2 })
        .map(
          ([header, payload]) =>
            `${Buffer.from(header ?? '').toString('base64url')}.${Buffer.from(payload ?? '').toString('base64url')}.${encodeJson('x')}`,
        ),
      fc.tuple(fc.nat(), fc.nat(), fc.string({ maxLength: 3 })).map(([at, length, insert]) => {
        const start = at % spec.jwt.length
        const end = start + 1 + (length % 4)
        const replaced = spec.jwt.slice(start, end)
        const replacement = insert === replaced ? `${insert}A` : insert
        return spec.jwt.slice(0, start) + replacement + spec.jwt.slice(end)
      }),
      fc.nat().map((length) => spec.jwt.slice(0, length % spec.jwt.length)),
    )
    fc.assert(
      fc.property(jwt, (jwt) => {
        expect(() => verifyRelayAuthJwt(jwt, { aud: spec.aud, now: specNow })).toThrow(
          RelayAuthError,
        )
      }),
      { numRuns: 300 },
    )
  })
})
