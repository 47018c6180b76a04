// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop?item=3"}
import { afterEach, expect, test, vi } from 'vitest'
import { getChainState } from '../../../state/chainStateAccess.js'
import { cleanUpAuthClients, frameAddress } from '../authFrameTesting.js'
import { SOCIAL_WINDOW_POLL_MS } from './socialAttempt.js'
import { attemptId, authorizeUrl, setUpSocialClient, socialAnswer } from './socialTesting.js'
import { SOCIAL_CHANNEL } from './takeSocialResult.js'

afterEach(cleanUpAuthClients)

const accountOf = (set: Awaited<ReturnType<typeof setUpSocialClient>>) =>
  getChainState(set.client.stores, 'eip155')?.accountState

const waitForAwait = (set: Awaited<ReturnType<typeof setUpSocialClient>>) =>
  vi.waitFor(() => expect(set.frame.waiting('awaitSocial')).toHaveLength(1))

test('issue 28: a popup login starts in the frame, sends the popup to the auth server, and connects ID_AUTH with the user', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('github')
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConnectingSocial',
    data: { social: 'github' },
  })
  expect(accountOf(set)).toMatchObject({ socialProvider: 'github', socialWindow: set.popup })
  await waitForAwait(set)
  expect(set.frame.requests().filter((request) => request.type === 'startSocial')).toEqual([
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
  expect(accountOf(set)).toMatchObject({
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
  expect(set.frame.requests().some((request) => request.type === 'cancelSocial')).toBe(false)
})

test('a login without an email keeps only the username', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('acme')
  await waitForAwait(set)
  await set.answerSocial({ result: { address: frameAddress, username: 'ada', provider: 'acme' } })
  expect(accountOf(set)?.user).toEqual({ username: 'ada' })
  expect(accountOf(set)?.connectedWalletInfo?.name).toBe('Acme')
})

test.each([
  ['access_denied', 'connectingSocial.accessDenied'],
  ['provider_unavailable', 'connectingSocial.providerUnavailable'],
  ['email_unverified', 'connectingSocial.emailUnverified'],
  ['social_expired', 'connectingSocial.expired'],
  ['unknown_provider', 'connectingSocial.unknownProvider'],
  ['social_failed', 'connectingSocial.failed'],
  ['network', 'connectingSocial.failed'],
])(
  'a login the frame answers with %s shows %s, closes the popup, connects nothing',
  async (reason, key) => {
    const set = await setUpSocialClient()
    set.client.connectSocial('google')
    await waitForAwait(set)
    await set.answerSocial({ error: { code: -32603, message: `frame says ${reason}`, reason } })
    expect(set.client.stores.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      data: { social: 'google', error: { key, values: { name: 'Google' } } },
    })
    expect(set.popup?.close).toHaveBeenCalled()
    expect(accountOf(set)).toMatchObject({ socialProvider: undefined, socialWindow: undefined })
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
  set.client.connectSocial('google')
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
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
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
  expect(set.frame.requests().some((request) => request.type === 'cancelSocial')).toBe(false)
  await set.answerSocial({
    result: { address: frameAddress, email: 'a@example.org', provider: 'google' },
  })
  expect(accountOf(set)).toMatchObject({ status: 'connected', socialProvider: 'google' })
  expect(set.client.stores.modal.getState().open).toBe(false)
})

test('leaving ConnectingSocial cancels the attempt in the frame and closes the popup', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
  set.client.goBack()
  await vi.waitFor(() =>
    expect(set.frame.requests().filter((request) => request.type === 'cancelSocial')).toEqual([
      expect.objectContaining({ attemptId }),
    ]),
  )
  expect(set.popup?.close).toHaveBeenCalled()
  expect(accountOf(set)).toMatchObject({ socialProvider: undefined, socialWindow: undefined })
  // The frame's 4001 for the cancelled wait shows nothing.
  await set.answerSocial({
    error: { code: 4001, message: 'cancelled', reason: 'social_cancelled' },
  })
  expect(set.client.stores.router.getState().data.error).toBeUndefined()
  expect(set.connect).not.toHaveBeenCalled()
})

test('closing the modal cancels too', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
  await set.client.close()
  await vi.waitFor(() =>
    expect(set.frame.requests().some((request) => request.type === 'cancelSocial')).toBe(true),
  )
  expect(set.popup?.close).toHaveBeenCalled()
})

test('"Try again" while the popup is open reuses it and cancels the earlier attempt', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
  set.client.connectSocial('google')
  expect(set.open).toHaveBeenCalledOnce()
  await vi.waitFor(() =>
    expect(set.frame.requests().filter((request) => request.type === 'startSocial')).toHaveLength(
      2,
    ),
  )
  expect(set.frame.requests().some((request) => request.type === 'cancelSocial')).toBe(true)
  expect(set.popup?.close).not.toHaveBeenCalled()
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConnectingSocial',
    history: ['Connect', 'ConnectingSocial'],
  })
})

test("the popup's completion (posted on latch-social by the page it ends on) reaches the frame", async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
  expect(set.frame.requests().find((request) => request.type === 'startSocial')).toMatchObject({
    mode: 'popup',
    returnTo: 'https://app.example/shop?item=3',
  })
  const completion = 'c'.repeat(43)
  const popupPage = new BroadcastChannel(SOCIAL_CHANNEL)
  popupPage.postMessage({ attemptId: 'ffffffff-1f3a-4b5c-8d9e-0a1b2c3d4e5f', completion })
  popupPage.postMessage({ attemptId, completion })
  await vi.waitFor(() =>
    expect(set.frame.requests().filter((request) => request.type === 'completeSocial')).toEqual([
      expect.objectContaining({ attemptId, completion }),
    ]),
  )
  popupPage.close()
})

test('malformed latch-social messages are ignored, and the channel is let go once the login ends', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
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
  expect(set.frame.requests().some((request) => request.type === 'completeSocial')).toBe(false)
  await set.answerSocial({
    result: { address: frameAddress, email: 'a@example.org', provider: 'google' },
  })
  // The login ended: a completion posted now reaches nobody.
  popupPage.postMessage({ attemptId, completion: 'c'.repeat(43) })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(set.frame.requests().some((request) => request.type === 'completeSocial')).toBe(false)
  popupPage.close()
})

test('the popup closing itself once it handed the completion over is not reported as closed', async () => {
  const set = await setUpSocialClient()
  set.client.connectSocial('google')
  await waitForAwait(set)
  if (!set.popup) throw new Error('no popup')
  const popupPage = new BroadcastChannel(SOCIAL_CHANNEL)
  popupPage.postMessage({ attemptId, completion: 'c'.repeat(43) })
  await vi.waitFor(() =>
    expect(set.frame.requests().some((request) => request.type === 'completeSocial')).toBe(true),
  )
  set.popup.closed = true
  await new Promise((resolve) => setTimeout(resolve, SOCIAL_WINDOW_POLL_MS * 2))
  expect(set.client.stores.router.getState().data.error).toBeUndefined()
  popupPage.close()
})
