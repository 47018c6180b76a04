// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop?item=3"}
import { afterEach, expect, test, vi } from 'vitest'
import { cleanUpAuthClients, frameAddress } from '../authFrameTesting.js'
import { SOCIAL_WINDOW_POLL_MS } from './socialAttempt.js'
import { SOCIAL_CHANNEL } from './socialParams.js'
import {
  attemptId,
  authorizeUrl,
  setUpSocialClient,
  setUpWaitingSocialLogin,
  socialAnswer,
  startSocialLogin,
  waitForAwaitSocial,
} from './socialTesting.js'

afterEach(cleanUpAuthClients)

test('issue 28: a popup login starts in the frame, sends the popup to the auth server, and connects ID_AUTH with the user', async () => {
  const set = await setUpSocialClient()
  startSocialLogin(set.client, 'github')
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConnectingSocial',
    data: { social: 'github' },
  })
  expect(set.account()).toMatchObject({ socialProvider: 'github', socialWindow: set.popup })
  await waitForAwaitSocial(set)
  expect(set.sent('startSocial')).toEqual([
    expect.objectContaining({ provider: 'github', mode: 'popup' }),
  ])
  expect(set.popup?.location.href).toBe(authorizeUrl('github'))
  expect(set.frame.waiting('awaitSocial')[0]).toMatchObject({ attemptId })

  await set.answerSocial({
    result: {
      address: frameAddress,
      email: 'octo@example.org',
      username: 'octo',
      provider: 'github',
    },
  })
  expect(set.connect).toHaveBeenCalledExactlyOnceWith({
    connectorId: 'ID_AUTH',
    caipNetwork: expect.objectContaining({ id: 31337 }),
  })
  expect(set.account()).toMatchObject({
    address: frameAddress,
    status: 'connected',
    user: { email: 'octo@example.org', username: 'octo' },
    socialProvider: 'github',
    socialWindow: undefined,
    connectedWalletInfo: { identifier: 'ID_AUTH', type: 'AUTH', name: 'GitHub' },
  })
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.events.filter(({ event }) => event === 'CONNECT_SUCCESS')).toEqual([
    expect.objectContaining({
      properties: { method: 'social', name: 'GitHub', namespace: 'eip155' },
    }),
  ])
  // Cancelling is for logins left behind, not for one that succeeded.
  expect(set.sent('cancelSocial')).toEqual([])
})

test('a login without an email keeps only the username', async () => {
  const set = await setUpWaitingSocialLogin('acme')
  await set.answerSocial({ result: { address: frameAddress, username: 'ada', provider: 'acme' } })
  expect(set.account()?.user).toEqual({ username: 'ada' })
  expect(set.account()?.connectedWalletInfo?.name).toBe('Acme')
})

test.each([
  ['access_denied', 'connectingSocial.accessDenied'],
  ['provider_unavailable', 'connectingSocial.providerUnavailable'],
  ['email_unverified', 'connectingSocial.emailUnverified'],
  ['social_expired', 'connectingSocial.expired'],
  ['unknown_provider', 'connectingSocial.unknownProvider'],
  ['social_failed', 'connectingSocial.failed'],
  ['network', 'connectingSocial.failed'],
  // Issue 29: a wallet a passkey protects, on a new device.
  ['passkey_required', 'passkey.required'],
])(
  'a login the frame answers with %s shows %s, closes the popup, connects nothing',
  async (reason, key) => {
    const set = await setUpWaitingSocialLogin('google')
    await set.answerSocial({ error: { code: -32603, message: `frame says ${reason}`, reason } })
    expect(set.client.stores.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      data: { social: 'google', error: { key, values: { name: 'Google' } } },
    })
    expect(set.popup?.close).toHaveBeenCalled()
    expect(set.account()).toMatchObject({ socialProvider: undefined, socialWindow: undefined })
    expect(set.connect).not.toHaveBeenCalled()
  },
)

test('a provider that is down fails the start: its message, the popup closed', async () => {
  const set = await setUpSocialClient({
    answer: (request) =>
      request.type === 'startSocial'
        ? { error: { code: -32603, message: 'down', reason: 'provider_unavailable' } }
        : socialAnswer(request),
  })
  startSocialLogin(set.client, 'google')
  await vi.waitFor(() =>
    expect(set.client.stores.router.getState().data.error).toEqual({
      key: 'connectingSocial.providerUnavailable',
      values: { name: 'Google' },
    }),
  )
  expect(set.popup?.close).toHaveBeenCalled()
  expect(set.popup?.location.href).toBe('about:blank')
})

test('D-12: the popup seen closed says so with "Try again", yet a late result still connects', async () => {
  const set = await setUpWaitingSocialLogin('google')
  if (!set.popup) throw new Error('no popup')
  set.popup.closed = true
  await vi.waitFor(
    () =>
      expect(set.client.stores.router.getState().data.error).toEqual({
        key: 'connectingSocial.windowClosed',
        values: { name: 'Google' },
      }),
    { timeout: SOCIAL_WINDOW_POLL_MS * 4 },
  )
  // Still awaited, not cancelled.
  expect(set.sent('cancelSocial')).toEqual([])
  await set.answerSocial({
    result: { address: frameAddress, email: 'a@example.org', provider: 'google' },
  })
  expect(set.account()).toMatchObject({ status: 'connected', socialProvider: 'google' })
  expect(set.client.stores.modal.getState().open).toBe(false)
})

test('leaving ConnectingSocial cancels the attempt in the frame and closes the popup', async () => {
  const set = await setUpWaitingSocialLogin('google')
  set.client.goBack()
  await vi.waitFor(() =>
    expect(set.sent('cancelSocial')).toEqual([expect.objectContaining({ attemptId })]),
  )
  expect(set.popup?.close).toHaveBeenCalled()
  expect(set.account()).toMatchObject({ socialProvider: undefined, socialWindow: undefined })
  // The frame's 4001 for the cancelled wait shows nothing.
  await set.answerSocial({
    error: { code: 4001, message: 'cancelled', reason: 'social_cancelled' },
  })
  expect(set.client.stores.router.getState().data.error).toBeUndefined()
  expect(set.connect).not.toHaveBeenCalled()
})

test('closing the modal cancels too', async () => {
  const set = await setUpWaitingSocialLogin('google')
  await set.client.close()
  await vi.waitFor(() => expect(set.sent('cancelSocial')).not.toEqual([]))
  expect(set.popup?.close).toHaveBeenCalled()
})

test('"Try again" while the popup is open reuses it and cancels the earlier attempt', async () => {
  const set = await setUpWaitingSocialLogin('google')
  startSocialLogin(set.client, 'google')
  expect(set.open).toHaveBeenCalledOnce()
  await vi.waitFor(() => expect(set.sent('startSocial')).toHaveLength(2))
  expect(set.sent('cancelSocial')).not.toEqual([])
  expect(set.popup?.close).not.toHaveBeenCalled()
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConnectingSocial',
    history: ['Connect', 'ConnectingSocial'],
  })
})

test("the popup's completion (posted on latch-social by the page it ends on) reaches the frame", async () => {
  const set = await setUpWaitingSocialLogin('google')
  expect(set.sent('startSocial')[0]).toMatchObject({
    mode: 'popup',
    returnTo: 'https://app.example/shop?item=3',
  })
  const completion = 'c'.repeat(43)
  const popupPage = new BroadcastChannel(SOCIAL_CHANNEL)
  popupPage.postMessage({ attemptId: 'ffffffff-1f3a-4b5c-8d9e-0a1b2c3d4e5f', completion })
  popupPage.postMessage({ attemptId, completion })
  await vi.waitFor(() =>
    expect(set.sent('completeSocial')).toEqual([
      expect.objectContaining({ attemptId, completion }),
    ]),
  )
  popupPage.close()
})

test('malformed latch-social messages are ignored, and the channel is let go once the login ends', async () => {
  const set = await setUpWaitingSocialLogin('google')
  const popupPage = new BroadcastChannel(SOCIAL_CHANNEL)
  for (const message of [
    { attemptId, completion: 'c'.repeat(42) },
    { attemptId, completion: `${'c'.repeat(42)}+` },
    { attemptId: 'not-a-uuid', completion: 'c'.repeat(43) },
    { attemptId },
    `${attemptId}.${'c'.repeat(43)}`,
    null,
  ])
    popupPage.postMessage(message)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(set.sent('completeSocial')).toEqual([])
  await set.answerSocial({
    result: { address: frameAddress, email: 'a@example.org', provider: 'google' },
  })
  // The login ended: a completion posted now reaches nobody.
  popupPage.postMessage({ attemptId, completion: 'c'.repeat(43) })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(set.sent('completeSocial')).toEqual([])
  popupPage.close()
})

test('the popup closing itself once it handed the completion over is not reported as closed', async () => {
  const set = await setUpWaitingSocialLogin('google')
  if (!set.popup) throw new Error('no popup')
  const popupPage = new BroadcastChannel(SOCIAL_CHANNEL)
  popupPage.postMessage({ attemptId, completion: 'c'.repeat(43) })
  await vi.waitFor(() => expect(set.sent('completeSocial')).not.toEqual([]))
  set.popup.closed = true
  await new Promise((resolve) => setTimeout(resolve, SOCIAL_WINDOW_POLL_MS * 2))
  expect(set.client.stores.router.getState().data.error).toBeUndefined()
  popupPage.close()
})
