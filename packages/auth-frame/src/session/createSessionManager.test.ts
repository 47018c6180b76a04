import { type Address, isAddressEqual, verifyMessage } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { toBase64 } from '../keys/base64.js'
import { createDeviceStore, createMemoryStore } from '../keys/deviceStore.js'
import { createProofKey } from '../keys/dpopProof.js'
import { withSigningAccount } from '../keys/withSigningAccount.js'
import { createAuthServerClient } from '../server/createAuthServerClient.js'
import { createSessionManager } from './createSessionManager.js'

// The key a request's DPoP proof was signed with (its public x.y), if the proof is valid for it.
async function proofKeyOf(
  init: RequestInit | undefined,
  url: URL,
  headerName = 'dpop',
): Promise<string | undefined> {
  const proof = new Headers(init?.headers).get(headerName)
  if (!proof) return undefined
  const [header, payload, signature] = proof.split('.') as [string, string, string]
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString())
  const { typ, alg, jwk } = decode(header)
  const claims = decode(payload)
  const key = await crypto.subtle.importKey(
    'jwk',
    jwk,
    { name: 'ECDSA', namedCurve: 'P-256' },
    true,
    ['verify'],
  )
  const signed = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${header}.${payload}`),
  )
  const valid =
    signed &&
    typ === 'dpop+jwt' &&
    alg === 'ES256' &&
    claims.htm === init?.method &&
    claims.htu === `${url.origin}${url.pathname}` &&
    typeof claims.jti === 'string' &&
    Math.abs(claims.iat - Date.now() / 1000) < 60
  return valid ? `${jwk.x}.${jwk.y}` : undefined
}

// An in-memory stand-in for the auth server's API (packages/auth-server/API.md), refresh tokens
// bound to the login's DPoP key.
function createFakeServer() {
  const wallets = new Map<string, { address: string; authShare: string; recoveryShare: string }>()
  const refreshTokens = new Map<string, { email: string; key: string; used: boolean }>()
  let recoverySecret: string | undefined
  let tokens = 0
  let attemptsLeft = 5
  const calls: string[] = []
  // The device key each code request and login proved (`undefined`: none).
  const devices: (string | undefined)[] = []
  const session = (email: string, key: string) => {
    const refreshToken = `refresh-${tokens++}`
    refreshTokens.set(refreshToken, { email, key, used: false })
    const wallet = wallets.get(email)
    return {
      accessToken: `access:${email}`,
      refreshToken,
      expiresIn: 900,
      user: { id: `user:${email}`, email },
      wallet: wallet ? { address: wallet.address } : null,
    }
  }
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), { status })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    const email = String(new Headers(init?.headers).get('authorization') ?? '').replace(
      'Bearer access:',
      '',
    )
    calls.push(`${init?.method} ${url.pathname}`)
    const key = await proofKeyOf(init, url)
    if (url.pathname.startsWith('/v1/email/'))
      devices.push(await proofKeyOf(init, url, 'latch-device-proof'))
    switch (`${init?.method} ${url.pathname}`) {
      case 'POST /v1/email/code':
        return json(200, { expiresAt: '2030-01-01T00:00:00.000Z' })
      case 'POST /v1/email/verify':
        if (body.code !== '123456')
          return json(400, { error: 'invalid_code', attemptsLeft: --attemptsLeft })
        if (!key) return json(400, { error: 'invalid_dpop_proof' })
        return json(200, session(body.email, key))
      case 'POST /v1/session/refresh': {
        if (!key) return json(401, { error: 'invalid_dpop_proof' })
        const entry = refreshTokens.get(body.refreshToken)
        if (!entry || entry.used || entry.key !== key)
          return json(401, { error: 'invalid_session' })
        entry.used = true
        return json(200, session(entry.email, key))
      }
      case 'POST /v1/session/logout':
        refreshTokens.delete(body.refreshToken)
        return json(204, null)
      case 'POST /v1/wallet/recovery-secret':
        recoverySecret = toBase64(crypto.getRandomValues(new Uint8Array(32)))
        return json(200, { recoverySecret })
      case 'POST /v1/wallet':
        if (wallets.has(email)) return json(409, { error: 'wallet_exists' })
        wallets.set(email, body)
        return json(201, { address: body.address })
      case 'GET /v1/wallet/auth-share': {
        const wallet = wallets.get(email)
        return wallet
          ? json(200, { address: wallet.address, authShare: wallet.authShare })
          : json(404, { error: 'no_wallet' })
      }
      case 'GET /v1/wallet/recovery': {
        const wallet = wallets.get(email)
        if (!wallet) return json(404, { error: 'no_wallet' })
        return json(200, {
          address: wallet.address,
          recoveryShare: wallet.recoveryShare,
          recoverySecret,
        })
      }
    }
    return json(404, { error: 'not_found' })
  })
  return { fetch, wallets, calls, devices }
}

function createDevice(
  server: ReturnType<typeof createFakeServer>,
  now = () => 0,
  store = createDeviceStore(createMemoryStore()),
) {
  const onEnded = vi.fn()
  const session = createSessionManager({
    projectId: 'demo',
    origin: 'http://127.0.0.1:5173',
    server: createAuthServerClient({ baseUrl: 'http://auth.test', fetch: server.fetch }),
    store,
    onEnded,
    now,
  })
  return { session, store, onEnded }
}

const sign = async (device: ReturnType<typeof createDevice>) =>
  withSigningAccount(await device.session.signingShares(), (account) =>
    account.signMessage({ message: 'hi' }),
  )

describe('createSessionManager', () => {
  test('a first login makes a wallet: device share stored, auth and recovery shares on the server', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const signedIn = await device.session.verifyCode('a@example.com', '123456')
    expect(signedIn.email).toBe('a@example.com')
    const wallet = server.wallets.get('a@example.com')
    expect(wallet && isAddressEqual(wallet.address as Address, signedIn.address as Address)).toBe(
      true,
    )
    expect(await device.store.getDeviceShare('demo', 'user:a@example.com')).toMatchObject({
      address: signedIn.address,
    })
    expect((await device.store.getSession('demo'))?.refreshToken).toBe('refresh-0')
    const signature = await sign(device)
    expect(
      await verifyMessage({ address: signedIn.address as Address, message: 'hi', signature }),
    ).toBe(true)
  })

  test('a login on a new device recovers the same wallet and can sign', async () => {
    const server = createFakeServer()
    const first = await createDevice(server).session.verifyCode('a@example.com', '123456')
    const device = createDevice(server)
    expect(await device.session.verifyCode('a@example.com', '123456')).toEqual(first)
    expect(server.calls).toContain('GET /v1/wallet/recovery')
    expect(await device.store.getDeviceShare('demo', 'user:a@example.com')).toBeDefined()
    expect(
      await verifyMessage({
        address: first.address as Address,
        message: 'hi',
        signature: await sign(device),
      }),
    ).toBe(true)
  })

  test('init restores the stored session without a code, and fetches the auth share once to sign', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const first = await device.session.verifyCode('a@example.com', '123456')
    const { session } = createDevice(server, () => 0, device.store)
    expect(await session.restore()).toEqual(first)
    expect((await device.store.getSession('demo'))?.refreshToken).toBe('refresh-1')
    await session.signingShares()
    await session.signingShares()
    expect(server.calls.filter((call) => call === 'GET /v1/wallet/auth-share')).toHaveLength(1)
  })

  test('init without a stored or with a refused refresh token gives no session', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    expect(await device.session.restore()).toBeNull()
    await device.store.setSession('demo', {
      refreshToken: 'refresh-unknown',
      proofKey: await createProofKey(),
    })
    expect(await device.session.restore()).toBeNull()
    expect((await device.store.getSession('demo'))?.refreshToken).toBeUndefined()
  })

  test('an expired access token is refreshed (rotated); a refused refresh ends the session', async () => {
    const server = createFakeServer()
    let time = 0
    const first = createDevice(server, () => time)
    await first.session.verifyCode('a@example.com', '123456')
    const device = createDevice(server, () => time, first.store)
    await device.session.restore()
    time = 900_000
    await device.session.signingShares()
    expect(server.calls.filter((call) => call === 'POST /v1/session/refresh')).toHaveLength(2)
    expect((await device.store.getSession('demo'))?.refreshToken).toBe('refresh-2')

    const reloaded = createDevice(server, () => time, first.store)
    await reloaded.session.restore()
    const stored = await first.store.getSession('demo')
    if (!stored) throw new Error('no stored session')
    await first.store.setSession('demo', { ...stored, refreshToken: 'refresh-2' })
    time = 2_000_000
    await expect(reloaded.session.signingShares()).rejects.toMatchObject({ code: 4100 })
    expect(reloaded.onEnded).toHaveBeenCalled()
    expect(reloaded.session.current()).toBeNull()
  })

  test('issue 26 item 7: the refresh token copied without its key restores nothing, and stays usable by its device', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    const first = await device.session.verifyCode('a@example.com', '123456')
    const stored = await device.store.getSession('demo')
    if (!stored) throw new Error('no stored session')
    await expect(crypto.subtle.exportKey('jwk', stored.proofKey.privateKey)).rejects.toThrow()

    const thief = createDevice(server)
    await thief.store.setSession('demo', {
      refreshToken: stored.refreshToken,
      proofKey: await createProofKey(),
    })
    expect(await thief.session.restore()).toBeNull()
    const { session } = createDevice(server, () => 0, device.store)
    expect(await session.restore()).toEqual(first)
  })

  test('server errors become the protocol’s reasons', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    await expect(device.session.verifyCode('a@example.com', '000000')).rejects.toMatchObject({
      code: 4100,
      reason: 'invalid_code',
      attemptsLeft: 4,
    })
    server.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'locked' }), { status: 400 }),
    )
    await expect(device.session.verifyCode('a@example.com', '000000')).rejects.toMatchObject({
      reason: 'locked',
    })
    server.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'expired_code' }), { status: 400 }),
    )
    await expect(device.session.verifyCode('a@example.com', '000000')).rejects.toMatchObject({
      reason: 'expired_code',
    })
    server.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'rate_limited', retryAfter: 60 }), { status: 429 }),
    )
    await expect(device.session.sendCode('a@example.com')).rejects.toMatchObject({
      reason: 'rate_limited',
    })
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(device.session.sendCode('a@example.com')).rejects.toMatchObject({
      code: 4900,
      reason: 'network',
    })
    server.fetch.mockResolvedValueOnce(new Response('{"expiresAt": 5}', { status: 200 }))
    await expect(device.session.sendCode('a@example.com')).rejects.toMatchObject({
      reason: 'network',
    })
  })

  test('signOut revokes the session, forgets the refresh token and the auth share, keeps the device share', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    await device.session.verifyCode('a@example.com', '123456')
    await device.session.signOut()
    expect(server.calls).toContain('POST /v1/session/logout')
    expect((await device.store.getSession('demo'))?.refreshToken).toBeUndefined()
    expect(await device.store.getDeviceShare('demo', 'user:a@example.com')).toBeDefined()
    expect(device.session.current()).toBeNull()
    await expect(device.session.signingShares()).rejects.toMatchObject({ code: 4100 })
  })

  test('issue 26 item 5: code requests and logins prove the browser’s one device key, not the session’s', async () => {
    const server = createFakeServer()
    const store = createDeviceStore(createMemoryStore())
    for (let login = 0; login < 2; login++) {
      const device = createDevice(server, () => 0, store)
      await device.session.sendCode('a@example.com')
      await device.session.verifyCode('a@example.com', '123456')
      await device.session.signOut()
    }
    const [deviceKey] = server.devices
    expect(deviceKey).toBeDefined()
    expect(server.devices).toEqual([deviceKey, deviceKey, deviceKey, deviceKey])
    const stored = await store.getDeviceProofKey()
    const jwk = stored && (await crypto.subtle.exportKey('jwk', stored.publicKey))
    expect(deviceKey).toBe(`${jwk?.x}.${jwk?.y}`)
    const other = createDevice(server)
    await other.session.sendCode('a@example.com')
    expect(server.devices.at(-1)).not.toBe(deviceKey)
  })
})
