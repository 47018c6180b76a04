// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test, vi } from 'vitest'
import { authUrl, defaultAnswer, flush, setUpAuthClient } from './authFrameTesting.js'
import { AuthFrameError } from './createFrameChannel.js'
import type { AuthFrameRequest } from './frameProtocol.js'

let destroy = () => {}
afterEach(() => {
  destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function setUp(parameters: Parameters<typeof setUpAuthClient>[0] = {}) {
  const set = setUpAuthClient(parameters)
  destroy = set.client.destroy
  await set.load()
  return set
}

/** The frame's requests of `type: 'request'`, by method. */
const methods = (set: Awaited<ReturnType<typeof setUp>>) =>
  set.frame.requests().flatMap((request) => (request.type === 'request' ? [request.method] : []))

test('checks the page origin against the project’s allowed origins, then loads the frame', async () => {
  const { fetchMock, frame, client } = await setUp({ projectId: 'p1' })
  expect(fetchMock).toHaveBeenCalledOnce()
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
  expect(`${url.origin}${url.pathname}`).toBe(`${authUrl}/projects/v1/origins`)
  expect(url.searchParams.get('projectId')).toBe('p1')
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

test('without a project id the frame is asked for the `default` project', async () => {
  const { fetchMock, frame } = await setUp()
  expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('projectId')).toBe(
    'default',
  )
  expect(new URL(frame.iframe()?.src ?? '').searchParams.get('projectId')).toBe('default')
})

test('an origin the project does not allow: the unverified domain alert (spec §8), no frame', async () => {
  const set = setUpAuthClient({ allowedOrigins: ['https://other.example'] })
  destroy = set.client.destroy
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
  expect(await set.client.sendEmailCode('a@example.org')).toEqual({
    ok: false,
    message: { key: 'error.authInitFailed' },
  })
})

test('a subdomain wildcard among the allowed origins lets the page in', async () => {
  const { frame } = await setUp({ allowedOrigins: ['https://*.example'] })
  expect(frame.iframe()).not.toBeNull()
})

test('an unreachable origins endpoint is left to the frame, which still loads', async () => {
  const { frame, client } = await setUp({ allowedOrigins: null })
  expect(frame.iframe()).not.toBeNull()
  expect(client.stores.alert.getState().type).not.toBe('UNVERIFIED_DOMAIN')
})

test('safe methods go to the frame, showing nothing', async () => {
  const set = await setUp()
  expect(await set.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(methods(set)).toEqual(['eth_chainId', 'eth_chainId'])
  expect(set.frame.posted.every(({ targetOrigin }) => targetOrigin === authUrl)).toBe(true)
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
  expect(set.client.stores.toast.getState().open).toBe(false)
})

test('§6: a method on neither list opens the modal, toasts after 300 ms and rejects with 4200', async () => {
  const set = await setUp()
  vi.useFakeTimers()
  const error = await set.provider
    .request({ method: 'eth_sign', params: ['0x1', '0x2'] })
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AuthFrameError)
  expect(error).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
  expect(set.client.stores.modal.getState().open).toBe(true)
  vi.advanceTimersByTime(299)
  expect(set.client.stores.toast.getState().open).toBe(false)
  vi.advanceTimersByTime(1)
  expect(set.client.stores.toast.getState()).toMatchObject({
    open: true,
    message: { key: 'error.actionNotAllowed' },
    variant: 'error',
  })
  expect(methods(set)).not.toContain('eth_sign')
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
})

test('wallet_revokePermissions resolves null without asking the frame', async () => {
  const set = await setUp()
  const before = set.frame.posted.length
  expect(
    await set.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    }),
  ).toBeNull()
  expect(set.frame.posted).toHaveLength(before)
})

test('an unsafe method shows the frame in ApproveTransaction; success closes the modal', async () => {
  const set = await setUp()
  vi.useFakeTimers()
  const signing = set.provider.request({ method: 'personal_sign', params: ['0x68', '0x1'] })
  await flush()
  expect(methods(set)).toContain('personal_sign')
  // Nothing shows until the frame says the user must approve.
  expect(set.client.stores.modal.getState().open).toBe(false)
  set.frame.emit('approvalRequired')
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ApproveTransaction',
    history: ['ApproveTransaction'],
  })
  expect(set.client.stores.auth.getState().frameVisible).toBe(true)
  // Untimed: the user may take long.
  await vi.advanceTimersByTimeAsync(120_000)
  expect(set.client.stores.alert.getState().type).not.toBe('IFRAME_REQUEST_TIMEOUT')
  const id = set.frame.requests().at(-1)?.id ?? ''
  set.frame.respond(id, { result: '0xsigned' })
  expect(await signing).toBe('0xsigned')
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
})

test('pushed over another view, success pops back to it', async () => {
  const set = await setUp()
  await set.client.open()
  set.client.push('Send')
  const sending = set.provider.request({
    method: 'eth_sendTransaction',
    params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
  })
  await flush()
  set.frame.emit('approvalRequired')
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ApproveTransaction',
    history: ['Connect', 'Send', 'ApproveTransaction'],
  })
  set.frame.respond(set.frame.requests().at(-1)?.id ?? '', { result: '0xhash' })
  expect(await sending).toBe('0xhash')
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'Send',
    history: ['Connect', 'Send'],
  })
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
})

test('closing the modal while a request waits asks the frame to reject it', async () => {
  const set = await setUp()
  const signing = set.provider.request({ method: 'personal_sign', params: ['0x68', '0x1'] })
  await flush()
  set.frame.emit('approvalRequired')
  const signId = set.frame.requests().at(-1)?.id ?? ''
  set.client.close()
  await flush()
  expect(set.frame.requests().at(-1)).toMatchObject({ type: 'rejectPending' })
  set.frame.respond(signId, { error: { code: 4001, message: 'User rejected the request.' } })
  await expect(signing).rejects.toMatchObject({ code: 4001 })
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
  expect(set.client.stores.modal.getState().open).toBe(false)
})

test('going Back from the approval while a request waits asks the frame to reject it', async () => {
  const set = await setUp()
  await set.client.open()
  const signing = set.provider.request({ method: 'personal_sign', params: ['0x68', '0x1'] })
  await flush()
  set.frame.emit('approvalRequired')
  set.client.goBack()
  await flush()
  expect(set.frame.requests().at(-1)).toMatchObject({ type: 'rejectPending' })
  set.frame.respond(set.frame.requests().at(-2)?.id ?? '', {
    error: { code: 4001, message: 'User rejected the request.' },
  })
  await expect(signing).rejects.toMatchObject({ code: 4001 })
})

test('closing the modal with nothing waiting asks the frame nothing', async () => {
  const set = await setUp()
  await set.client.open()
  set.client.close()
  await flush()
  expect(set.frame.requests().map(({ type }) => type)).not.toContain('rejectPending')
})

/** The frame's requests of `type`. */
const requestsOf = (set: Awaited<ReturnType<typeof setUp>>, type: AuthFrameRequest['type']) =>
  set.frame.requests().filter((request) => request.type === type)

/** The modal open on Confirm Email, over Connect, its code sent and its login waiting. */
async function setUpLogin() {
  const set = await setUp()
  await set.client.open()
  expect(await set.client.sendEmailCode('alice@example.org')).toMatchObject({ ok: true })
  await flush()
  expect(set.frame.waiting('awaitLogin')).toHaveLength(1)
  return set
}

test.each([
  ['going Back', (set: Awaited<ReturnType<typeof setUp>>) => set.client.goBack()],
  ['closing the modal', (set: Awaited<ReturnType<typeof setUp>>) => set.client.close()],
])(
  '%s from Confirm Email while the login waits hides the frame and rejects it; its 4001 toasts nothing',
  async (_, leave) => {
    const set = await setUpLogin()
    const [waiting] = set.frame.waiting('awaitLogin')
    expect(set.client.stores.auth.getState().frameVisible).toBe(true)
    expect(requestsOf(set, 'rejectPending')).toEqual([])
    leave(set)
    expect(set.client.stores.auth.getState().frameVisible).toBe(false)
    await flush()
    // (Closing also leaves the view: the frame may be told twice, which changes nothing.)
    expect(requestsOf(set, 'rejectPending').length).toBeGreaterThan(0)
    set.frame.respond(waiting?.id ?? '', { error: { code: 4001, message: 'User rejected' } })
    await flush(30)
    expect(set.client.stores.toast.getState().open).toBe(false)
    expect(set.client.stores.auth.getState().frameVisible).toBe(false)
    expect(set.connect).not.toHaveBeenCalled()
    expect(set.events.map(({ event }) => event)).not.toContain('CONNECT_SUCCESS')
    // The login ended: a new code waits for a new one.
    await set.client.open()
    await set.client.sendEmailCode('alice@example.org')
    await flush()
    expect(requestsOf(set, 'awaitLogin')).toHaveLength(2)
    expect(set.frame.waiting('awaitLogin')).toHaveLength(1)
  },
)

test('a resend while the login waits keeps that one: no second awaitLogin', async () => {
  const set = await setUpLogin()
  await set.client.sendEmailCode('alice@example.org')
  await set.client.sendEmailCode('alice@example.org')
  await flush()
  expect(requestsOf(set, 'sendCode')).toHaveLength(3)
  expect(requestsOf(set, 'awaitLogin')).toHaveLength(1)
  await set.login()
  expect(set.connect).toHaveBeenCalledOnce()
  expect(set.client.stores.modal.getState().open).toBe(false)
})

test('a code that could not be sent waits for no login', async () => {
  const set = await setUp({
    answer: (request) =>
      request.type === 'sendCode'
        ? { error: { code: -32602, message: 'Slow down', reason: 'rate_limited' } }
        : defaultAnswer(request),
  })
  await set.client.open()
  expect(await set.client.sendEmailCode('alice@example.org')).toMatchObject({ ok: false })
  await flush()
  expect(requestsOf(set, 'awaitLogin')).toEqual([])
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
})

test('once the login is done, leaving views or closing asks the frame to reject nothing', async () => {
  const set = await setUpLogin()
  await set.login()
  expect(set.client.stores.modal.getState().open).toBe(false)
  const before = requestsOf(set, 'rejectPending').length
  await set.client.open()
  set.client.push('Networks')
  set.client.goBack()
  set.client.close()
  await flush()
  expect(requestsOf(set, 'rejectPending')).toHaveLength(before)
})

test('a refused unsafe request (not signed in) hides nothing it did not show', async () => {
  const set = await setUp()
  await set.client.open()
  const signing = set.provider.request({ method: 'personal_sign', params: ['0x68', '0x1'] })
  await flush()
  set.frame.respond(set.frame.requests().at(-1)?.id ?? '', {
    error: { code: 4100, message: 'Not signed in' },
  })
  await expect(signing).rejects.toMatchObject({ code: 4100, message: 'Not signed in' })
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.client.stores.router.getState().view).toBe('Connect')
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
  destroy = set.client.destroy
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
  destroy = set.client.destroy
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

test('the frame takes Latch’s theme mode, and each change of it', async () => {
  const set = await setUp({ themeMode: 'dark' })
  const themes = () => set.frame.requests().filter(({ type }) => type === 'theme')
  expect(set.frame.requests().map(({ type }) => type)).toEqual([
    'init',
    'theme',
    'locale',
    'request',
  ])
  expect(themes()).toEqual([expect.objectContaining({ mode: 'dark' })])
  set.client.setThemeMode('dark')
  set.client.setThemeMode('light')
  await flush()
  expect(themes().map((request) => request.type === 'theme' && request.mode)).toEqual([
    'dark',
    'light',
  ])
})

test('the frame is told the requested locale (none: the browser’s), and each change of it', async () => {
  const set = await setUp({ locale: 'ja' })
  const locales = () =>
    set.frame.requests().flatMap((request) => (request.type === 'locale' ? [request.tag] : []))
  expect(locales()).toEqual(['ja'])
  set.client.setLocale('de')
  // Only its language, script and region: what the frame resolves by, and short enough for it.
  set.client.setLocale('en-US-u-ca-gregory-nu-latn-hc-h23-fw-mon')
  set.client.setLocale(undefined)
  await flush()
  expect(locales()).toEqual(['ja', 'de', 'en-US', undefined])
})

test('without a theme mode the frame is told none', async () => {
  const set = await setUp()
  set.client.setThemeVariables({ '--latch-accent': '#ff0000' })
  await flush()
  expect(set.frame.requests().map(({ type }) => type)).not.toContain('theme')
})

test('destroying the client removes the frame', async () => {
  const set = await setUp()
  set.client.destroy()
  await flush()
  expect(set.container.querySelector('iframe')).toBeNull()
})
