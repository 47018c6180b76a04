// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example"}
import { afterEach, expect, test, vi } from 'vitest'
import { getChainState } from '../../state/chainStateAccess.js'
import {
  defaultAnswer,
  type FrameAnswer,
  flush,
  frameAddress,
  setUpAuthClient,
} from './authFrameTesting.js'
import type { AuthFrameRequest } from './frameProtocol.js'

let destroy = () => {}
afterEach(() => {
  destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** A client with the frame loaded and the modal open on Connect. */
async function setUp(answer?: (request: AuthFrameRequest) => FrameAnswer) {
  const set = setUpAuthClient(answer ? { answer } : {})
  destroy = set.client.destroy
  await set.load()
  await set.client.open()
  return set
}

/** Answers `type` requests with `answer`, the rest as {@link defaultAnswer}. */
const answering =
  (type: AuthFrameRequest['type'], answer: FrameAnswer) => (request: AuthFrameRequest) =>
    request.type === type ? answer : defaultAnswer(request)

const loginFailure = (reason: string, attemptsLeft?: number): FrameAnswer => ({
  error: { code: -32602, message: `frame says ${reason}`, reason, attemptsLeft },
})

const requestsOf = (set: Awaited<ReturnType<typeof setUp>>, type: AuthFrameRequest['type']) =>
  set.frame.requests().filter((request) => request.type === type)

test('an invalid email is refused without asking the frame', async () => {
  const set = await setUp()
  for (const email of ['', 'alice', 'alice@', '@example.org', `${'a'.repeat(250)}@example.org`]) {
    expect(await set.sendEmailCode(email)).toEqual({
      ok: false,
      message: { key: 'email.invalidEmail' },
    })
  }
  expect(requestsOf(set, 'sendCode')).toEqual([])
  expect(set.client.stores.router.getState().view).toBe('Connect')
})

test('a sent code shows Confirm Email for the address, trimmed and lower-cased, with the frame', async () => {
  const set = await setUp()
  expect(await set.sendEmailCode('  Alice@Example.org ')).toEqual({
    ok: true,
    session: null,
  })
  expect(requestsOf(set, 'sendCode')).toEqual([
    expect.objectContaining({ type: 'sendCode', email: 'alice@example.org' }),
  ])
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConfirmEmail',
    history: ['Connect', 'ConfirmEmail'],
    data: { email: 'alice@example.org' },
  })
  // The code is typed in the frame: it shows, and the host waits for the login it makes.
  expect(set.client.stores.auth.getState().frameVisible).toBe(true)
  await flush()
  expect(set.frame.waiting('awaitLogin')).toHaveLength(1)
  expect(set.client.stores.toast.getState().open).toBe(false)
})

test('sending again from Confirm Email stays there, toasts nothing, waits for one login', async () => {
  const set = await setUp()
  await set.sendEmailCode('alice@example.org')
  expect(await set.sendEmailCode('alice@example.org')).toMatchObject({ ok: true })
  await flush()
  expect(requestsOf(set, 'sendCode')).toHaveLength(2)
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConfirmEmail',
    history: ['Connect', 'ConfirmEmail'],
    data: { email: 'alice@example.org' },
  })
  expect(set.client.stores.auth.getState().frameVisible).toBe(true)
  expect(set.client.stores.toast.getState().open).toBe(false)
  // The resend keeps the login already waiting.
  expect(requestsOf(set, 'awaitLogin')).toHaveLength(1)
  await set.login()
  expect(set.connect).toHaveBeenCalledOnce()
  expect(set.events.filter(({ event }) => event === 'CONNECT_SUCCESS')).toHaveLength(1)
})

test.each([
  ['rate_limited', { key: 'email.rateLimited' }],
  ['network', { key: 'email.unreachable' }],
])(
  'a code the frame could not send (%s) says why and stays on Connect',
  async (reason, message) => {
    const set = await setUp(answering('sendCode', loginFailure(reason)))
    expect(await set.sendEmailCode('alice@example.org')).toEqual({ ok: false, message })
    expect(set.client.stores.router.getState().view).toBe('Connect')
  },
)

test("a frame error without a reason says spec §8's init failure, never the frame's English words", async () => {
  const set = await setUp(
    answering('sendCode', { error: { code: -32603, message: 'Mail server down' } }),
  )
  expect(await set.sendEmailCode('alice@example.org')).toEqual({
    ok: false,
    message: { key: 'error.authInitFailed' },
  })
  expect(set.client.stores.router.getState().view).toBe('Connect')
})

test('a frame that stops answering while resending: the init failure toast, back to Connect', async () => {
  let answerSendCode = true
  const set = await setUp((request) =>
    request.type === 'sendCode' && !answerSendCode ? undefined : defaultAnswer(request),
  )
  await set.sendEmailCode('alice@example.org')
  answerSendCode = false
  vi.useFakeTimers()
  const sending = set.sendEmailCode('alice@example.org')
  await vi.advanceTimersByTimeAsync(30_000)
  expect(await sending).toEqual({
    ok: false,
    message: { key: 'error.authInitFailed' },
  })
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'Connect',
    history: ['Connect'],
    data: {},
  })
  expect(set.client.stores.toast.getState()).toMatchObject({
    message: { key: 'error.authInitFailed' },
    variant: 'error',
  })
})

test('the login in the frame connects the embedded wallet as ID_AUTH, closes the modal, emits success', async () => {
  const set = await setUp()
  vi.useFakeTimers()
  await set.sendEmailCode('alice@example.org')
  await flush()
  const [waiting] = set.frame.waiting('awaitLogin')
  // Only the request: the host never sees the email's code.
  expect(waiting).toEqual({ latch: 'auth', id: expect.any(String), type: 'awaitLogin' })
  // No deadline: the user may take long to read the email.
  await vi.advanceTimersByTimeAsync(600_000)
  vi.useRealTimers()
  expect(set.client.stores.alert.getState().type).not.toBe('IFRAME_REQUEST_TIMEOUT')
  expect(set.connect).not.toHaveBeenCalled()
  expect(set.client.stores.auth.getState().frameVisible).toBe(true)
  await set.login({ result: { email: 'alice@example.org', address: frameAddress } })
  expect(set.connect).toHaveBeenCalledExactlyOnceWith({
    connectorId: 'ID_AUTH',
    caipNetwork: expect.objectContaining({ id: 31337 }),
  })
  const chain = getChainState(set.client.stores, 'eip155')
  expect(chain?.accountState).toMatchObject({
    address: frameAddress,
    status: 'connected',
    allAccounts: [{ address: frameAddress, type: 'eoa' }],
    user: { email: 'alice@example.org' },
    connectedWalletInfo: { identifier: 'ID_AUTH', type: 'AUTH', name: 'Email' },
  })
  expect(set.client.stores.connection.getState().connectorIds).toEqual({ eip155: 'ID_AUTH' })
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
  expect(set.client.stores.toast.getState().open).toBe(false)
  expect(set.events.filter(({ event }) => event === 'CONNECT_SUCCESS')).toEqual([
    expect.objectContaining({
      properties: { method: 'email', name: 'Email', namespace: 'eip155' },
    }),
  ])
})

test.each([
  [loginFailure('rate_limited'), { key: 'email.rateLimited' }],
  [loginFailure('network'), { key: 'email.unreachable' }],
  [{ error: { code: -32603, message: 'Wallet storage failed' } }, { key: 'error.authInitFailed' }],
  [{ result: { email: 'alice@example.org' } }, { key: 'error.unknownError' }],
])('a failed login %j hides the frame, toasts %j and connects nothing', async (answer, message) => {
  const set = await setUp()
  await set.sendEmailCode('alice@example.org')
  await flush()
  await set.login(answer)
  expect(set.connect).not.toHaveBeenCalled()
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
  expect(set.client.stores.toast.getState()).toMatchObject({
    open: true,
    message,
    variant: 'error',
  })
  expect(set.client.stores.connection.getState().connectorIds).toEqual({})
  expect(set.events.filter(({ event }) => event === 'CONNECT_SUCCESS')).toEqual([])
})

test.each([
  [{ error: { code: -32603, message: 'Wallet storage failed' } }, 'warn'],
  [loginFailure('rate_limited'), 'info'],
] as const)('a failed login %j is logged once, at %s', async (answer, level) => {
  const set = await setUp()
  await set.sendEmailCode('alice@example.org')
  await flush()
  const warn = vi.spyOn(set.client.logger, 'warn')
  const info = vi.spyOn(set.client.logger, 'info')
  await set.login(answer)
  const logged = [
    ...warn.mock.calls.map(([text]) => ['warn', text]),
    ...info.mock.calls.map(([text]) => ['info', text]),
  ]
  expect(logged).toEqual([[level, expect.stringMatching(/^Email login failed/)]])
})

test('a wallet that refuses the connection fails the login with a toast', async () => {
  const set = await setUp()
  set.scripted.script.connect = { error: new Error('adapter broke') }
  await set.sendEmailCode('alice@example.org')
  await flush()
  await set.login()
  expect(set.client.stores.toast.getState()).toMatchObject({
    open: true,
    message: { key: 'error.unknownError' },
    variant: 'error',
  })
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.events.filter(({ event }) => event === 'CONNECT_SUCCESS')).toEqual([])
})

test('disconnecting the embedded wallet signs out of the frame', async () => {
  const set = await setUp()
  await set.sendEmailCode('alice@example.org')
  await flush()
  await set.login()
  expect(requestsOf(set, 'signOut')).toEqual([])
  await set.client.disconnect()
  await flush()
  expect(requestsOf(set, 'signOut')).toHaveLength(1)
})
