import { AuthClientError } from '@farcaster/auth-client'
import { HttpRequestError } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { FarcasterError } from './types.js'
import { toFarcasterFailure, verifyFarcasterLogin } from './verifyFarcasterLogin.js'

const now = new Date('2026-11-29T12:00:00Z')
const expected = { nonce: 'n0nce1234567', domain: 'app.example.com', now }
const messageOf = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    chainId: 10,
    domain: expected.domain,
    nonce: expected.nonce,
    uri: 'https://app.example.com',
    version: '1',
    statement: 'Farcaster Auth',
    resources: ['farcaster://fid/1000'],
    issuedAt: new Date(now.getTime() - 60_000),
    expirationTime: new Date(now.getTime() + 600_000),
    ...overrides,
  })
const failure = (error: AuthClientError, message = messageOf()) =>
  toFarcasterFailure(error, { ...expected, message })

describe('toFarcasterFailure', () => {
  test('the library refusing the form: invalid_message, or expired_message out of its time', () => {
    const invalid = new AuthClientError('bad_request.validation_failure', 'Chain ID must be 10')
    expect(failure(invalid)).toBe('invalid_message')
    const expired = messageOf({ expirationTime: new Date(now.getTime() - 1) })
    expect(failure(invalid, expired)).toBe('expired_message')
    const early = messageOf({ notBefore: new Date(now.getTime() + 60_000) })
    expect(failure(invalid, early)).toBe('expired_message')
  })

  test('unauthorized: the nonce, the domain, the signature or the signer', () => {
    const nonce = new AuthClientError('unauthorized', 'Invalid nonce')
    expect(failure(nonce, messageOf({ nonce: 'other0nce1234' }))).toBe('invalid_nonce')
    const domain = new AuthClientError('unauthorized', 'Invalid domain')
    expect(failure(domain, messageOf({ domain: 'evil.example.com' }))).toBe('invalid_domain')
    const signature = new AuthClientError('unauthorized', 'Failed to verify message')
    expect(failure(signature)).toBe('invalid_signature')
    const signer = new AuthClientError(
      'unauthorized',
      'Invalid resource: signer 0x1 is not an auth address or owner of fid 1000.',
    )
    expect(failure(signer)).toBe('unauthorized_signer')
  })

  test('an RPC that cannot be reached: optimism_rpc_unavailable, whatever the code', () => {
    const down = new HttpRequestError({ url: 'http://127.0.0.1:1', details: 'fetch failed' })
    expect(failure(new AuthClientError('unavailable', down))).toBe('optimism_rpc_unavailable')
    expect(failure(new AuthClientError('unknown', down))).toBe('optimism_rpc_unavailable')
    const reverted = new AuthClientError('unavailable', new Error('execution reverted'))
    expect(failure(reverted)).toBe('optimism_rpc_unavailable')
  })

  test('viem throwing on a malformed signature: invalid_signature', () => {
    expect(failure(new AuthClientError('unknown', new Error('invalid signature length')))).toBe(
      'invalid_signature',
    )
  })
})

describe('verifyFarcasterLogin', () => {
  const signIn = { message: messageOf(), signature: '0x01' as const, fid: 1000 }
  const verified = (fid: number) => ({
    verifySignInMessage: async () =>
      ({ isError: false, fid, success: true, authMethod: 'custody', data: {} }) as never,
  })

  test("keeps the relay's username only for the verified fid, at most 100 characters", async () => {
    expect(
      await verifyFarcasterLogin(verified(1000), { ...signIn, username: 'latch' }, expected),
    ).toEqual({ fid: 1000, username: 'latch' })
    const long = { ...signIn, username: 'x'.repeat(101) }
    expect(await verifyFarcasterLogin(verified(1000), long, expected)).toEqual({
      fid: 1000,
      username: undefined,
    })
  })

  test.each([
    ['latch-test', 'latch-test'],
    ['0x-16-characters', '0x-16-characters'],
    ['vitalik.eth', 'vitalik.eth'],
    ['pay.latch-wallet.eth', 'pay.latch-wallet.eth'],
    ['seventeen-letters', undefined],
    ['-starts-with-dash', undefined],
    ['Latch', undefined],
    ['latch test', undefined],
    ['latch\u202eevil', undefined],
    ['latch.xyz', undefined],
    ['.eth', undefined],
    ['', undefined],
  ])('username %j: kept only as an fname or an ENS .eth name (%j)', async (username, kept) => {
    expect(await verifyFarcasterLogin(verified(1000), { ...signIn, username }, expected)).toEqual({
      fid: 1000,
      username: kept,
    })
  })

  test("a relay fid other than the message's: invalid_message", async () => {
    await expect(verifyFarcasterLogin(verified(1001), signIn, expected)).rejects.toEqual(
      new FarcasterError('invalid_message'),
    )
  })

  test('a refusal is thrown as a FarcasterError with its reason', async () => {
    const client = {
      verifySignInMessage: async () =>
        ({ isError: true, error: new AuthClientError('unauthorized', 'Invalid nonce') }) as never,
    }
    const other = { ...signIn, message: messageOf({ nonce: 'someone0else1' }) }
    await expect(verifyFarcasterLogin(client, other, expected)).rejects.toMatchObject({
      reason: 'invalid_nonce',
    })
  })
})
