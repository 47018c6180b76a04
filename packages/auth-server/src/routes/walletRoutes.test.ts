import { describe, expect, test } from 'vitest'
import type { Session } from '../sessions/issueSession.js'
import { createDpopKey, createDpopProof } from '../testing/dpopProof.js'
import { signIn } from '../testing/signIn.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const authShare = Buffer.from('auth-share-bytes').toString('base64')
const recoveryShare = Buffer.from('recovery-share-ciphertext').toString('base64')

const call = (session: Session, method: string, path: string, body?: unknown) =>
  fetch(`${harness.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

describe('wallet', () => {
  test('create, release the auth share, recover with a fresh login', async () => {
    const session = await signIn(harness.server, 'ada@example.com')
    expect((await call(session, 'GET', '/v1/wallet/auth-share')).status).toBe(404)
    const secretResponse = await call(session, 'POST', '/v1/wallet/recovery-secret')
    const { recoverySecret } = await secretResponse.json()
    expect(Buffer.from(recoverySecret, 'base64')).toHaveLength(32)
    const created = await call(session, 'POST', '/v1/wallet', { address, authShare, recoveryShare })
    expect([created.status, await created.json()]).toEqual([201, { address }])
    const again = await call(session, 'POST', '/v1/wallet', { address, authShare, recoveryShare })
    expect([again.status, await again.json()]).toEqual([409, { error: 'wallet_exists' }])
    expect((await call(session, 'POST', '/v1/wallet/recovery-secret')).status).toBe(409)

    const released = await call(session, 'GET', '/v1/wallet/auth-share')
    expect(await released.json()).toEqual({ address, authShare })
    const recovery = await call(session, 'GET', '/v1/wallet/recovery')
    expect(await recovery.json()).toEqual({
      address,
      recovery: 'login',
      recoveryShare,
      recoverySecret,
    })

    // At rest: neither the auth share nor the secret is in clear.
    const [row] = await harness.server.sql`
      select w.sealed_auth_share, s.sealed_secret from wallets w
      join recovery_secrets s using (user_id, project_id) where w.user_id = ${session.user.id}`
    expect(Buffer.from(row?.sealed_auth_share).includes(Buffer.from('auth-share-bytes'))).toBe(
      false,
    )
    expect(Buffer.from(row?.sealed_secret).includes(Buffer.from(recoverySecret, 'base64'))).toBe(
      false,
    )
    const events = await harness.server
      .sql`select event from audit_log where user_id = ${session.user.id}`
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['wallet_created', 'auth_share_released', 'recovery_released']),
    )
    const login = await signIn(harness.server, 'ada@example.com')
    expect(login.wallet).toEqual({ address, recovery: 'login' })
  })

  test('recovery needs a login within 10 minutes; the auth share does not', async () => {
    const dpopKey = await createDpopKey()
    const session = await signIn(harness.server, 'stale@example.com', { dpopKey })
    await call(session, 'POST', '/v1/wallet/recovery-secret')
    await call(session, 'POST', '/v1/wallet', { address, authShare, recoveryShare })
    harness.server.advanceClock(10 * 60_000 + 5000)
    const proof = await createDpopProof(dpopKey, {
      htu: `${harness.server.url}/v1/session/refresh`,
      iat: Math.floor(harness.server.config.now().getTime() / 1000),
    })
    const refreshed = await (
      await harness.server.post(
        '/v1/session/refresh',
        { refreshToken: session.refreshToken },
        { dpop: proof },
      )
    ).json()
    const recovery = await call(refreshed, 'GET', '/v1/wallet/recovery')
    expect([recovery.status, await recovery.json()]).toEqual([403, { error: 'login_required' }])
    expect((await call(refreshed, 'POST', '/v1/wallet/recovery-secret')).status).toBe(403)
    expect((await call(refreshed, 'GET', '/v1/wallet/auth-share')).status).toBe(200)
    const fresh = await signIn(harness.server, 'stale@example.com')
    expect((await call(fresh, 'GET', '/v1/wallet/recovery')).status).toBe(200)
  })

  test('refuses no token, a bad address, and a wallet without a recovery secret', async () => {
    const anonymous = await fetch(`${harness.server.url}/v1/wallet/auth-share`)
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: 'invalid_session' }])
    const session = await signIn(harness.server, 'bad@example.com')
    const wrongChecksum = address.replace('f39F', 'F39f')
    const badAddress = await call(session, 'POST', '/v1/wallet', {
      address: wrongChecksum,
      authShare,
      recoveryShare,
    })
    expect(badAddress.status).toBe(400)
    const noSecret = await call(session, 'POST', '/v1/wallet', {
      address: address.toLowerCase(),
      authShare,
      recoveryShare,
    })
    expect(await noSecret.json()).toEqual({ error: 'recovery_secret_required' })
  })
})
