// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test, vi } from 'vitest'
import {
  authUrl,
  cleanUpAuthClients,
  defaultAnswer,
  destroyAfterTest,
  flush,
  setUpAuthClient,
  setUpLoadedAuthClient,
} from './authFrameTesting.js'
import { AuthFrameError } from './createFrameChannel.js'

afterEach(cleanUpAuthClients)

const setUp = setUpLoadedAuthClient

test('checks the page origin against the auth project’s allowed origins, then loads the frame', async () => {
  const { fetchMock, frame, client } = await setUp({ authProjectId: 'p1' })
  expect(fetchMock).toHaveBeenCalledOnce()
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
  expect(`${url.origin}${url.pathname}`).toBe(`${authUrl}/projects/v1/origins`)
  expect(url.searchParams.get('projectId')).toBe('p1')
  // A simple cross-origin request: no custom header, so the browser sends no CORS preflight.
  const init = fetchMock.mock.calls[0]?.[1]
  expect(init?.headers).toBeUndefined()
  expect(init?.method ?? 'GET').toBe('GET')
  expect(init?.credentials).toBe('omit')
  expect(frame.iframe()?.src).toBe(
    `${authUrl}/frame?projectId=p1&origin=${encodeURIComponent('https://app.example')}`,
  )
  expect(client.stores.auth.getState().frameUrl).toBe(frame.iframe()?.src)
  expect(frame.requests()[0]).toMatchObject({
    type: 'init',
    chainId: 31337,
    networks: [
      {
        chainId: 31337,
        name: 'Anvil',
        rpcUrl: expect.stringMatching(/^http/),
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
      },
    ],
  })
})

test('without auth.projectId the frame is asked for the `default` project', async () => {
  const { fetchMock, frame } = await setUp()
  expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('projectId')).toBe(
    'default',
  )
  expect(new URL(frame.iframe()?.src ?? '').searchParams.get('projectId')).toBe('default')
})

test('the hosted projectId (WalletConnect, hosted API) is never the auth project', async () => {
  for (const [parameters, expected] of [
    [{ projectId: 'walletconnect-cloud-id' }, 'default'],
    [{ projectId: 'walletconnect-cloud-id', authProjectId: 'shop' }, 'shop'],
  ] as const) {
    const { fetchMock, frame, client } = await setUp(parameters)
    const origins = fetchMock.mock.calls.map(([input]) => new URL(String(input)))
    const toAuth = origins.filter((url) => url.origin === authUrl)
    expect(toAuth.map((url) => url.searchParams.get('projectId'))).toEqual([expected])
    expect(new URL(frame.iframe()?.src ?? '').searchParams.get('projectId')).toBe(expected)
    client.destroy()
  }
})

test('a project the auth server does not know: the invalid app configuration alert at once, no frame', async () => {
  for (const body of [
    { status: 404, error: 'unknown_project' },
    { status: 400, error: 'invalid_project_id' },
  ]) {
    const set = setUpAuthClient({
      authProjectId: 'nope',
      originsResponse: () => Response.json({ error: body.error }, { status: body.status }),
    })
    destroyAfterTest(set.client.destroy)
    await set.client.ready
    const error = await set.provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthFrameError)
    expect(error).toMatchObject({ code: 4100, message: 'invalid app configuration' })
    expect(set.client.stores.alert.getState()).toMatchObject({
      open: true,
      type: 'INVALID_APP_CONFIGURATION',
      message: { key: 'error.invalidAppConfiguration' },
      variant: 'error',
    })
    await flush()
    expect(set.container.querySelector('iframe')).toBeNull()
    vi.unstubAllGlobals()
  }
})

test('another answer (a 404 page, a 500, a body without allowedOrigins) is left to the frame', async () => {
  for (const response of [
    () => new Response('Not Found', { status: 404 }),
    () => Response.json({ error: 'internal_error' }, { status: 500 }),
    () => Response.json({ origins: [] }),
  ]) {
    const { frame, client } = await setUp({ originsResponse: response })
    expect(frame.iframe()).not.toBeNull()
    expect(client.stores.alert.getState().open).toBe(false)
    client.destroy()
  }
})

test('an origin the project does not allow: the unverified domain alert (spec §8), no frame', async () => {
  const set = setUpAuthClient({ allowedOrigins: ['https://other.example'] })
  destroyAfterTest(set.client.destroy)
  await set.client.ready
  const error = await set.provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AuthFrameError)
  expect(error).toMatchObject({ code: 4100, message: 'unverified domain' })
  expect(set.client.stores.alert.getState()).toMatchObject({
    open: true,
    type: 'UNVERIFIED_DOMAIN',
    message: { key: 'error.unverifiedDomain' },
    variant: 'error',
  })
  await flush()
  expect(set.container.querySelector('iframe')).toBeNull()
  expect(set.client.stores.auth.getState().frameUrl).toBeUndefined()
  expect(await set.sendEmailCode('a@example.org')).toEqual({
    ok: false,
    message: { key: 'error.authInitFailed' },
  })
})

test('the origin is compared exactly, as the auth server’s frame route does (no wildcard)', async () => {
  const set = setUpAuthClient({ allowedOrigins: ['https://*.example', 'https://app.example/'] })
  destroyAfterTest(set.client.destroy)
  await set.client.ready
  const error = await set.provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
  expect(error).toMatchObject({ code: 4100, message: 'unverified domain' })
})

test('an unreachable origins endpoint is left to the frame, which still loads', async () => {
  const { frame, client } = await setUp({ allowedOrigins: null })
  expect(frame.iframe()).not.toBeNull()
  expect(client.stores.alert.getState().type).not.toBe('UNVERIFIED_DOMAIN')
})

test('frame events: chainChanged as hex, accountsChanged, sessionEnded as disconnect', async () => {
  const set = await setUp()
  const onChain = vi.fn()
  const onAccounts = vi.fn()
  const onDisconnect = vi.fn()
  set.provider.on('chainChanged', onChain)
  set.provider.on('accountsChanged', onAccounts)
  set.provider.on('disconnect', onDisconnect)
  set.frame.emit('chainChanged', { chainId: 8453 })
  expect(onChain).toHaveBeenCalledExactlyOnceWith('0x2105')
  set.frame.emit('accountsChanged', { accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
  expect(onAccounts).toHaveBeenCalledExactlyOnceWith(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
  set.frame.emit('sessionEnded')
  expect(onDisconnect).toHaveBeenCalledExactlyOnceWith({
    code: 4900,
    message: 'The embedded wallet session ended',
  })
})

test('a frame that does not answer init fails the load; the next request tries again', async () => {
  let failInit = true
  const set = setUpAuthClient({
    answer: (request) =>
      request.type === 'init' && failInit
        ? { error: { code: -32603, message: 'Storage unavailable' } }
        : defaultAnswer(request),
  })
  destroyAfterTest(set.client.destroy)
  await set.client.ready
  const first = set.provider.request({ method: 'eth_chainId' })
  await vi.waitFor(() => {
    if (!set.frame.iframe()) throw new Error('no iframe yet')
  })
  set.frame.emit('ready')
  await expect(first).rejects.toMatchObject({ message: 'Storage unavailable' })
  expect(set.container.querySelector('iframe')).toBeNull()
  expect(set.client.stores.auth.getState()).toMatchObject({
    frameUrl: undefined,
    frameVisible: false,
  })
  failInit = false
  await set.load()
  expect(set.container.querySelectorAll('iframe')).toHaveLength(1)
})

/** An auth client whose provider was just asked for `eth_chainId`, once its iframe exists. */
async function requestWhileFrameLoads() {
  const set = setUpAuthClient()
  destroyAfterTest(set.client.destroy)
  await set.client.ready
  const request = set.provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
  await vi.waitFor(() => {
    if (!set.frame.iframe()) throw new Error('no iframe yet')
  })
  return { set, request }
}

test('a frame that never says ready: the iframe load failed alert', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { set, request } = await requestWhileFrameLoads()
  await vi.advanceTimersByTimeAsync(15_000)
  expect(await request).toMatchObject({ failure: 'load' })
  expect(set.client.stores.alert.getState()).toMatchObject({
    open: true,
    type: 'IFRAME_LOAD_FAILED',
    message: { key: 'error.iframeLoadFailed' },
  })
})

test('a frame that refuses this origin (it says unverifiedDomain): the unverified domain alert at once', async () => {
  const { set, request } = await requestWhileFrameLoads()
  set.frame.emit('unverifiedDomain')
  expect(await request).toMatchObject({ failure: 'load' })
  expect(set.client.stores.alert.getState()).toMatchObject({
    open: true,
    type: 'UNVERIFIED_DOMAIN',
    message: { key: 'error.unverifiedDomain' },
  })
})

test('a safe request without an answer: the iframe request timeout alert', async () => {
  const set = await setUp({
    answer: (request) =>
      request.type === 'request' && request.method === 'eth_blockNumber'
        ? undefined
        : defaultAnswer(request),
  })
  vi.useFakeTimers()
  const request = set.provider.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)
  await vi.advanceTimersByTimeAsync(30_000)
  expect(await request).toMatchObject({ failure: 'timeout' })
  expect(set.client.stores.alert.getState()).toMatchObject({
    open: true,
    type: 'IFRAME_REQUEST_TIMEOUT',
    message: { key: 'error.iframeRequestTimeout' },
  })
})

test('destroying the client removes the frame', async () => {
  const set = await setUp()
  set.client.destroy()
  await flush()
  expect(set.container.querySelector('iframe')).toBeNull()
})
