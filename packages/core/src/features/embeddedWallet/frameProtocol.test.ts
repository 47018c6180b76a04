import { describe, expect, test } from 'vitest'
import {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  authFrameErrorReasonSchema,
  authFramePasskeyAddedSchema,
  authFrameSessionSchema,
  authFrameSocialStartSchema,
  authFrameSocialsSchema,
  parseAuthFrameMessage,
  parseAuthFrameRequest,
  socialCompletionSchema,
  toAuthFrameUrl,
} from './frameProtocol.js'
import {
  authFrameEventSchema,
  authFrameMessageSchema,
  authFrameRequestSchema,
  authFrameResponseSchema,
} from './frameProtocolSchemas.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('toAuthFrameUrl', () => {
  test('`{authUrl}/frame` with the project id and the host origin, encoded', () => {
    const url = toAuthFrameUrl({
      authUrl: 'https://auth.example',
      projectId: 'p 1&x',
      origin: 'https://app.example:8443',
    })
    expect(url).toBe(
      'https://auth.example/frame?projectId=p+1%26x&origin=https%3A%2F%2Fapp.example%3A8443',
    )
    expect(new URL(url).searchParams.get('projectId')).toBe('p 1&x')
    expect(new URL(url).searchParams.get('origin')).toBe('https://app.example:8443')
  })

  test('keeps a path prefix, with or without a trailing slash', () => {
    const expected =
      'http://127.0.0.1:8788/auth/frame?projectId=default&origin=http%3A%2F%2Flocalhost%3A3000'
    for (const authUrl of ['http://127.0.0.1:8788/auth', 'http://127.0.0.1:8788/auth/']) {
      expect(
        toAuthFrameUrl({ authUrl, projectId: 'default', origin: 'http://localhost:3000' }),
      ).toBe(expected)
    }
  })
})

describe('authFrameResponseSchema', () => {
  const ok = { latch: 'auth', type: 'response', id: 'a-1', ok: true, result: { any: 'thing' } }
  const failed = {
    latch: 'auth',
    type: 'response',
    id: 'a-1',
    ok: false,
    error: { code: -32602, message: 'Invalid code', reason: 'invalid_code', attemptsLeft: 4 },
  }

  test('reads answers and errors', () => {
    expect(authFrameResponseSchema.parse(ok)).toEqual(ok)
    expect(authFrameResponseSchema.parse(failed)).toEqual(failed)
  })

  test('drops unknown keys rather than passing them on', () => {
    expect(authFrameResponseSchema.parse({ ...ok, junk: '<script>' })).toEqual(ok)
    expect(
      authFrameResponseSchema.parse({ ...failed, error: { ...failed.error, stack: 'x' } }),
    ).toEqual(failed)
  })

  test.each([
    ['another latch tag', { ...ok, latch: 'other' }],
    ['no tag', { ...ok, latch: undefined }],
    ['a numeric id', { ...ok, id: 1 }],
    ['an empty id', { ...ok, id: '' }],
    ['an id past 64 characters', { ...ok, id: 'x'.repeat(65) }],
    ['`ok` as a string', { ...ok, ok: 'true' }],
    ['an error without code', { ...failed, error: { message: 'x' } }],
    ['a fractional code', { ...failed, error: { ...failed.error, code: 1.5 } }],
    ['an unknown reason', { ...failed, error: { ...failed.error, reason: 'bad_luck' } }],
    ['negative attempts', { ...failed, error: { ...failed.error, attemptsLeft: -1 } }],
    ['a message past 500 characters', { ...failed, error: { code: 1, message: 'x'.repeat(501) } }],
    ['`ok: false` without an error', { ...failed, error: undefined }],
    ['a string', JSON.stringify(ok)],
  ])('refuses %s', (_, message) => {
    expect(authFrameResponseSchema.safeParse(message).success).toBe(false)
    expect(authFrameMessageSchema.safeParse(message).success).toBe(false)
  })
})

describe('authFrameEventSchema', () => {
  const event = (name: string, extra: Record<string, unknown> = {}) => ({
    latch: 'auth',
    type: 'event',
    event: name,
    ...extra,
  })

  test('reads each event', () => {
    for (const message of [
      event('ready'),
      event('approvalRequired'),
      event('approvalSettled'),
      event('sessionEnded'),
      event('chainChanged', { chainId: 8453 }),
      event('accountsChanged', { accounts: [address] }),
      event('accountsChanged', { accounts: [] }),
    ]) {
      expect(authFrameEventSchema.parse(message)).toEqual(message)
      expect(authFrameMessageSchema.parse(message)).toEqual(message)
    }
  })

  test('drops unknown keys', () => {
    expect(authFrameEventSchema.parse(event('ready', { junk: 1 }))).toEqual(event('ready'))
  })

  test.each([
    ['an unknown event', event('explode')],
    ['a hex chain id', event('chainChanged', { chainId: '0x1' })],
    ['a zero chain id', event('chainChanged', { chainId: 0 })],
    ['a fractional chain id', event('chainChanged', { chainId: 1.5 })],
    ['no chain id', event('chainChanged')],
    ['a short address', event('accountsChanged', { accounts: ['0x1234'] })],
    ['an address with junk', event('accountsChanged', { accounts: [`${address}00`] })],
    ['eleven accounts', event('accountsChanged', { accounts: Array(11).fill(address) })],
    ['another type', { ...event('ready'), type: 'response' }],
  ])('refuses %s', (_, message) => {
    expect(authFrameEventSchema.safeParse(message).success).toBe(false)
    expect(authFrameMessageSchema.safeParse(message).success).toBe(false)
  })
})

describe('authFrameRequestSchema', () => {
  const base = { latch: 'auth', id: '1' }

  test('reads requests; awaitLogin and sendCode carry no code, which is typed in the frame', () => {
    for (const request of [
      { ...base, type: 'signOut' },
      { ...base, type: 'awaitLogin' },
      { ...base, type: 'sendCode', email: 'a@example.org' },
      { ...base, type: 'theme', mode: 'dark' },
      { ...base, type: 'locale', tag: 'pt-BR' },
      { ...base, type: 'locale' },
    ]) {
      expect(authFrameRequestSchema.parse(request)).toEqual(request)
    }
    expect(authFrameRequestSchema.parse({ ...base, type: 'awaitLogin', code: '123456' })).toEqual({
      ...base,
      type: 'awaitLogin',
    })
    expect(
      authFrameRequestSchema.parse({
        ...base,
        type: 'sendCode',
        email: 'a@example.org',
        code: '123456',
      }),
    ).toEqual({ ...base, type: 'sendCode', email: 'a@example.org' })
  })

  test('refuses the old verifyCode, wrong emails and themes', () => {
    for (const request of [
      { ...base, type: 'verifyCode', email: 'a@example.org', code: '123456' },
      { ...base, type: 'awaitLogin', id: '' },
      { ...base, type: 'awaitLogin', latch: 'other' },
      { ...base, type: 'sendCode', email: 'not an email' },
      { ...base, type: 'sendCode' },
      { ...base, type: 'sendCode', email: `${'a'.repeat(250)}@example.org` },
      { ...base, type: 'theme', mode: 'sepia' },
      { ...base, type: 'locale', tag: 'de<script>' },
      { ...base, type: 'locale', tag: `de-${'x1234567-'.repeat(7)}x` },
      { ...base, type: 'locale', tag: 7 },
      { ...base, type: 'request', method: '' },
      { ...base, type: 'unknown' },
    ]) {
      expect(authFrameRequestSchema.safeParse(request).success).toBe(false)
    }
  })
})

test('authFrameSessionSchema wants an address and a well-formed email when there is one', () => {
  expect(authFrameSessionSchema.safeParse({ email: 'a@example.org', address }).success).toBe(true)
  expect(authFrameSessionSchema.safeParse({ email: 'a@example.org' }).success).toBe(false)
  expect(authFrameSessionSchema.safeParse({ email: 'a', address }).success).toBe(false)
})

test('no method is both safe and unsafe; signing and sending need approval', () => {
  expect(AUTH_SAFE_METHODS.filter((method) => AUTH_UNSAFE_METHODS.includes(method))).toEqual([])
  expect(AUTH_UNSAFE_METHODS).toEqual(
    expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']),
  )
  expect(AUTH_SAFE_METHODS).not.toContain('eth_sign')
})

test('parseAuthFrameMessage and parseAuthFrameRequest agree with the union schemas', () => {
  const event = { latch: 'auth', type: 'event', event: 'chainChanged', chainId: 31337 }
  expect(parseAuthFrameMessage(event)).toEqual(event)
  expect(parseAuthFrameMessage({ ...event, chainId: 1.5 })).toBeUndefined()
  expect(parseAuthFrameMessage({ ...event, chainId: 0 })).toBeUndefined()
  expect(parseAuthFrameMessage({ ...event, latch: 'other' })).toBeUndefined()
  const request = { latch: 'auth', id: '1', type: 'sendCode', email: 'a@example.org' }
  expect(parseAuthFrameRequest(request)).toEqual(request)
  expect(parseAuthFrameRequest({ ...request, email: 'not an email' })).toBeUndefined()
  const awaitLogin = { latch: 'auth', id: '2', type: 'awaitLogin' }
  expect(parseAuthFrameRequest(awaitLogin)).toEqual(awaitLogin)
  expect(parseAuthFrameRequest({ ...awaitLogin, code: '123456' })).toEqual(awaitLogin)
  expect(parseAuthFrameRequest({ ...request, type: 'verifyCode', code: '123456' })).toBeUndefined()
})

describe('social login (issue 28)', () => {
  const base = { latch: 'auth', id: '1' }
  const attemptId = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'
  const completion = 'Ab9_-'.repeat(8).concat('xyz')
  const returnTo = 'https://app.example/'

  test('reads startSocial, awaitSocial, completeSocial and cancelSocial', () => {
    for (const request of [
      { ...base, type: 'startSocial', provider: 'google', mode: 'popup', returnTo },
      {
        ...base,
        type: 'startSocial',
        provider: 'my-oidc2',
        mode: 'redirect',
        returnTo: 'https://app.example/login?x=1',
      },
      { ...base, type: 'awaitSocial', attemptId },
      { ...base, type: 'awaitSocial', attemptId, completion },
      { ...base, type: 'completeSocial', attemptId, completion },
      { ...base, type: 'cancelSocial', attemptId },
    ]) {
      expect(authFrameRequestSchema.parse(request)).toEqual(request)
      expect(parseAuthFrameRequest(request)).toEqual(request)
    }
  })

  test.each([
    [
      'an upper-case provider',
      { type: 'startSocial', provider: 'Google', mode: 'popup', returnTo },
    ],
    // The completion fix (security review): the login ends on returnTo in both modes.
    ['a popup without returnTo', { type: 'startSocial', provider: 'google', mode: 'popup' }],
    ['a redirect without returnTo', { type: 'startSocial', provider: 'google', mode: 'redirect' }],
    [
      'a completion of 42 characters',
      { type: 'awaitSocial', attemptId, completion: 'a'.repeat(42) },
    ],
    [
      'a completion with a dot',
      { type: 'completeSocial', attemptId, completion: `${'a'.repeat(42)}.` },
    ],
    ['completeSocial without completion', { type: 'completeSocial', attemptId }],
    ['completeSocial without attempt', { type: 'completeSocial', completion }],
    ['a provider with a slash', { type: 'startSocial', provider: 'a/b', mode: 'popup' }],
    ['a long provider', { type: 'startSocial', provider: 'a'.repeat(33), mode: 'popup' }],
    ['an unknown mode', { type: 'startSocial', provider: 'google', mode: 'tab' }],
    [
      'a javascript: returnTo',
      { type: 'startSocial', provider: 'x', mode: 'redirect', returnTo: 'javascript:alert(1)' },
    ],
    ['no attempt id', { type: 'awaitSocial' }],
    ['an attempt id that is no UUID', { type: 'awaitSocial', attemptId: 'abc' }],
    ['an upper-case UUID', { type: 'cancelSocial', attemptId: attemptId.toUpperCase() }],
    ['a UUID with junk', { type: 'cancelSocial', attemptId: `${attemptId}x` }],
  ])('refuses %s', (_, request) => {
    expect(authFrameRequestSchema.safeParse({ ...base, ...request }).success).toBe(false)
  })

  test('the popup’s completion message: an attempt id and a 43-character base64url secret', () => {
    const message = { attemptId, completion }
    expect(completion).toHaveLength(43)
    expect(socialCompletionSchema.parse({ ...message, extra: 1 })).toEqual(message)
    for (const bad of [
      { attemptId },
      { completion },
      { attemptId: 'abc', completion },
      { attemptId, completion: `${completion}a` },
      { attemptId, completion: completion.replace('_', '+') },
      'junk',
      null,
    ]) {
      expect(socialCompletionSchema.safeParse(bad).success).toBe(false)
    }
  })

  test('a session may have no email, and carries username and provider', () => {
    const social = { address, username: 'ada', provider: 'x' }
    expect(authFrameSessionSchema.parse(social)).toEqual(social)
    expect(authFrameSessionSchema.parse({ address })).toEqual({ address })
    expect(authFrameSessionSchema.safeParse({ address, provider: 'X!' }).success).toBe(false)
    expect(authFrameSessionSchema.safeParse({ address, username: 'u'.repeat(101) }).success).toBe(
      false,
    )
  })

  test('startSocial answers an attempt id and an http(s) URL', () => {
    const start = {
      attemptId,
      url: `http://127.0.0.1:8788/v1/social/google/authorize?attempt=${attemptId}`,
    }
    expect(authFrameSocialStartSchema.parse(start)).toEqual(start)
    expect(
      authFrameSocialStartSchema.safeParse({ ...start, url: 'data:text/html,x' }).success,
    ).toBe(false)
    expect(authFrameSocialStartSchema.safeParse({ ...start, attemptId: '1' }).success).toBe(false)
  })

  test('socials: ids and names, at most 50', () => {
    const socials = [
      { id: 'google', name: 'Google' },
      { id: 'my-oidc', name: 'My OIDC' },
    ]
    expect(authFrameSocialsSchema.parse(socials)).toEqual(socials)
    expect(authFrameSocialsSchema.safeParse([{ id: 'Bad', name: 'x' }]).success).toBe(false)
    expect(authFrameSocialsSchema.safeParse([{ id: 'a', name: 'n'.repeat(51) }]).success).toBe(
      false,
    )
    expect(authFrameSocialsSchema.safeParse(Array(51).fill(socials[0])).success).toBe(false)
  })

  test('the social error reasons travel in responses', () => {
    for (const reason of [
      'social_cancelled',
      'social_expired',
      'access_denied',
      'email_unverified',
      'provider_unavailable',
      'unknown_provider',
      'social_failed',
    ]) {
      expect(authFrameErrorReasonSchema.parse(reason)).toBe(reason)
      const failed = {
        latch: 'auth',
        type: 'response',
        id: '1',
        ok: false,
        error: { code: 4001, message: 'x', reason },
      }
      expect(parseAuthFrameMessage(failed)).toEqual(failed)
    }
  })
})

describe('passkeys (issue 29, design §5)', () => {
  const base = { latch: 'auth', id: '1' }

  test('reads passkeyLogin and addPasskey, which carry nothing (the prompt starts in the frame)', () => {
    for (const type of ['passkeyLogin', 'addPasskey']) {
      const request = { ...base, type }
      expect(authFrameRequestSchema.parse(request)).toEqual(request)
      expect(parseAuthFrameRequest({ ...request, options: { challenge: 'x' } })).toEqual(request)
    }
  })

  test('addPasskey answers the passkey count, who recovers the wallet and whether PRF worked', () => {
    const added = { passkeys: 2, recovery: 'passkey', prf: true }
    expect(authFramePasskeyAddedSchema.parse({ ...added, prfOutput: 'x' })).toEqual(added)
    expect(authFramePasskeyAddedSchema.parse({ ...added, recovery: 'login', prf: false })).toEqual({
      passkeys: 2,
      recovery: 'login',
      prf: false,
    })
    for (const bad of [
      { ...added, passkeys: 0 },
      { ...added, passkeys: 101 },
      { ...added, passkeys: 1.5 },
      { ...added, recovery: 'server' },
      { ...added, prf: 'true' },
      { passkeys: 1, recovery: 'login' },
    ]) {
      expect(authFramePasskeyAddedSchema.safeParse(bad).success).toBe(false)
    }
  })

  test('a session may carry the passkey count and who recovers the wallet', () => {
    const session = { address, email: 'a@example.org', passkeys: 1, recovery: 'passkey' }
    expect(authFrameSessionSchema.parse(session)).toEqual(session)
    expect(authFrameSessionSchema.parse({ address, passkeys: 0 })).toEqual({ address, passkeys: 0 })
    for (const bad of [
      { address, passkeys: -1 },
      { address, passkeys: 101 },
      { address, recovery: 'server' },
    ]) {
      expect(authFrameSessionSchema.safeParse(bad).success).toBe(false)
    }
  })

  test('the passkey error reasons travel in responses', () => {
    for (const reason of [
      'passkey_required',
      'passkey_unavailable',
      'unknown_credential',
      'passkey_failed',
    ]) {
      const failed = {
        latch: 'auth',
        type: 'response',
        id: '1',
        ok: false,
        error: { code: 4100, message: 'x', reason },
      }
      expect(parseAuthFrameMessage(failed)).toEqual(failed)
    }
  })
})
