import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartFarcasterRelayReturnType, startFarcasterRelay } from './startFarcasterRelay.ts'

let relay: StartFarcasterRelayReturnType
let port: number

beforeAll(async () => {
  port = await getFreePort()
  relay = await startFarcasterRelay({ port })
})

afterAll(() => relay?.stop())

const request = async (
  path: string,
  init: { method?: string; token?: string; key?: string; body?: unknown } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.key) headers['x-farcaster-auth-relay-key'] = init.key
  const response = await fetch(`${relay.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const channelRequest = {
  siweUri: 'http://localhost:5173',
  domain: 'localhost:5173',
  nonce: 'latchNonce1234',
  expirationTime: '2099-01-01T00:00:00.000Z',
}

const completion = {
  message: 'localhost:5173 wants you to sign in…',
  signature: '0x1234',
  fid: 1000,
  username: 'latch-test',
}

test('opens a channel with the given nonce, or makes one', async () => {
  const created = await request('/v1/channel', { method: 'POST', body: channelRequest })
  expect(created.status).toBe(201)
  expect(created.body).toEqual({
    channelToken: expect.any(String),
    url: `https://farcaster.xyz/~/siwf?channelToken=${created.body.channelToken}`,
    nonce: 'latchNonce1234',
  })
  const { siweUri, domain } = channelRequest
  const made = await request('/v1/channel', { method: 'POST', body: { siweUri, domain } })
  expect(made.body.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
})

test('answers the pending channel (202), then the completed one (200) once authenticated', async () => {
  const { body } = await request('/v1/channel', { method: 'POST', body: channelRequest })
  const token = String(body.channelToken)
  const pending = await request('/v1/channel/status', { token })
  expect(pending.status).toBe(202)
  expect(pending.body).toMatchObject({
    state: 'pending',
    nonce: 'latchNonce1234',
    url: body.url,
    siweUri: 'http://localhost:5173',
    domain: 'localhost:5173',
    expirationTime: '2099-01-01T00:00:00.000Z',
    signatureParams: channelRequest,
  })

  const key = 'latch-test-relay-key'
  const authenticated = await request('/v1/channel/authenticate', {
    method: 'POST',
    token,
    key,
    body: completion,
  })
  expect(authenticated.status).toBe(201)
  const completed = await request('/v1/channel/status', { token })
  expect(completed.status).toBe(200)
  expect(completed.body).toMatchObject({
    state: 'completed',
    nonce: 'latchNonce1234',
    ...completion,
  })
  expect(completed.body.verifications).toEqual([])
})

test('refuses a wrong relay key or channel token (401) and a malformed body (400)', async () => {
  const { body } = await request('/v1/channel', { method: 'POST', body: channelRequest })
  const token = String(body.channelToken)
  const unauthorized = { status: 401, body: { error: 'Unauthorized' } }
  const post = { method: 'POST', body: completion }
  expect(await request('/v1/channel/authenticate', { ...post, token, key: 'wrong' })).toEqual(
    unauthorized,
  )
  expect(await request('/v1/channel/authenticate', { ...post, token })).toEqual(unauthorized)
  const key = 'latch-test-relay-key'
  expect(await request('/v1/channel/authenticate', { ...post, token: 'unknown', key })).toEqual(
    unauthorized,
  )
  expect(await request('/v1/channel/status', { token: 'unknown' })).toEqual(unauthorized)
  expect(await request('/v1/channel/status')).toEqual(unauthorized)
  const invalid = { status: 400, body: { error: 'Validation error' } }
  expect(
    await request('/v1/channel/authenticate', { method: 'POST', token, key, body: { fid: 0 } }),
  ).toEqual(invalid)
  expect(
    await request('/v1/channel', { method: 'POST', body: { siweUri: 'not a URL', domain: 'x' } }),
  ).toEqual(invalid)
  expect((await request('/v1/channel/status', { token })).body.state).toBe('pending')
  expect(await request('/v1/other')).toEqual({ status: 404, body: { error: 'Not found' } })
})

test('forgets a channel once its time to live has passed', async () => {
  const shortLived = await startFarcasterRelay({ port: await getFreePort(), channelTtlMs: 200 })
  try {
    const created = await fetch(`${shortLived.url}/v1/channel`, {
      method: 'POST',
      body: JSON.stringify(channelRequest),
    })
    const { channelToken } = (await created.json()) as { channelToken: string }
    const status = () =>
      fetch(`${shortLived.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${channelToken}` },
      })
    expect((await status()).status).toBe(202)
    await sleep(250)
    expect((await status()).status).toBe(401)
  } finally {
    await shortLived.stop()
  }
})

test('reuses a relay already listening on the port, unless told not to', async () => {
  const reused = await startFarcasterRelay({ port })
  expect(reused).toMatchObject({ url: relay.url, reused: true })
  await reused.stop()
  expect((await request('/v1/channel/status')).status).toBe(401)
  await expect(startFarcasterRelay({ port, reuse: false })).rejects.toThrow(
    `Port ${port} is already serving a Farcaster relay`,
  )
})
