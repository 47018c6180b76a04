// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test, vi } from 'vitest'
import {
  authUrl,
  cleanUpAuthClients,
  defaultAnswer,
  flush,
  setUpLoadedAuthClient,
} from './authFrameTesting.js'
import { AuthFrameError } from './createFrameChannel.js'
import type { AuthFrameRequest } from './frameProtocol.js'

afterEach(cleanUpAuthClients)

const setUp = setUpLoadedAuthClient

/** The frame's requests of `type: 'request'`, by method. */
const methods = (set: Awaited<ReturnType<typeof setUp>>) =>
  set.frame.requests().flatMap((request) => (request.type === 'request' ? [request.method] : []))

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
  expect(await set.sendEmailCode('alice@example.org')).toMatchObject({ ok: true })
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
    await set.sendEmailCode('alice@example.org')
    await flush()
    expect(requestsOf(set, 'awaitLogin')).toHaveLength(2)
    expect(set.frame.waiting('awaitLogin')).toHaveLength(1)
  },
)

test('a resend while the login waits keeps that one: no second awaitLogin', async () => {
  const set = await setUpLogin()
  await set.sendEmailCode('alice@example.org')
  await set.sendEmailCode('alice@example.org')
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
  expect(await set.sendEmailCode('alice@example.org')).toMatchObject({ ok: false })
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
