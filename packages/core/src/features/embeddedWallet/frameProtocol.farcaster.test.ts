import { describe, expect, test } from 'vitest'
import {
  authFrameErrorReasonSchema,
  authFrameFarcasterStartSchema,
  authFrameSessionSchema,
  authFrameSocialsSchema,
  parseAuthFrameMessage,
  parseAuthFrameRequest,
} from './frameProtocol.js'
import { authFrameRequestSchema } from './frameProtocolSchemas.js'

// Issue 30 (Sign In With Farcaster), design "C. Frame + protocol".
describe('Farcaster login (issue 30)', () => {
  const base = { latch: 'auth', id: '1' }
  const attemptId = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'
  const url = 'https://farcaster.xyz/~/siwf?channelToken=3b2d7c1a-0000-4000-8000-000000000000'

  test('reads startFarcaster, awaitFarcaster and cancelFarcaster', () => {
    for (const request of [
      { ...base, type: 'startFarcaster' },
      { ...base, type: 'awaitFarcaster', attemptId },
      { ...base, type: 'cancelFarcaster', attemptId },
    ]) {
      expect(authFrameRequestSchema.parse(request)).toEqual(request)
      expect(parseAuthFrameRequest(request)).toEqual(request)
    }
    expect(parseAuthFrameRequest({ ...base, type: 'startFarcaster', nonce: 'x' })).toEqual({
      ...base,
      type: 'startFarcaster',
    })
  })

  test.each([
    ['awaitFarcaster without attempt', { type: 'awaitFarcaster' }],
    ['cancelFarcaster without attempt', { type: 'cancelFarcaster' }],
    ['an attempt id that is no UUID', { type: 'awaitFarcaster', attemptId: 'abc' }],
    ['an upper-case UUID', { type: 'cancelFarcaster', attemptId: attemptId.toUpperCase() }],
  ])('refuses %s', (_, request) => {
    expect(authFrameRequestSchema.safeParse({ ...base, ...request }).success).toBe(false)
    expect(parseAuthFrameRequest({ ...base, ...request })).toBeUndefined()
  })

  test('startFarcaster answers an attempt id, the relay channel’s http(s) URL and its expiry', () => {
    const start = { attemptId, url, expiresAt: '2026-11-29T12:00:00.000Z' }
    expect(authFrameFarcasterStartSchema.parse({ ...start, channelToken: 'secret' })).toEqual(start)
    for (const bad of [
      { ...start, url: 'javascript:alert(1)' },
      { ...start, url: 'farcaster://x' },
      { ...start, url: `https://x.example/${'a'.repeat(2048)}` },
      { ...start, attemptId: 'abc' },
      { ...start, expiresAt: undefined },
      { ...start, expiresAt: 1 },
      { attemptId, url },
    ]) {
      expect(authFrameFarcasterStartSchema.safeParse(bad).success).toBe(false)
    }
  })

  test('the new reasons travel in an error response', () => {
    for (const reason of [
      'farcaster_refused',
      'farcaster_expired',
      'relay_unavailable',
      'optimism_rpc_unavailable',
    ]) {
      expect(authFrameErrorReasonSchema.parse(reason)).toBe(reason)
      const response = {
        latch: 'auth',
        type: 'response',
        id: '1',
        ok: false,
        error: { code: 4100, message: 'The Farcaster login failed.', reason },
      }
      expect(parseAuthFrameMessage(response)).toEqual(response)
    }
  })

  test('a Farcaster session and the Farcaster entry in init’s socials', () => {
    const session = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      username: 'latch-test',
      provider: 'farcaster',
    }
    expect(authFrameSessionSchema.parse(session)).toEqual(session)
    const socials = [
      { id: 'google', name: 'Google' },
      { id: 'farcaster', name: 'Farcaster' },
    ]
    expect(authFrameSocialsSchema.parse(socials)).toEqual(socials)
  })
})
