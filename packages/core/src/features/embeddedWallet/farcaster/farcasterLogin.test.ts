// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../../client/clientContext.js'
import { cleanUpAuthClients } from '../authFrameTesting.js'
import { embeddedWalletFeature } from '../index.js'
import {
  channelUrl,
  createFarcasterAnswer,
  farcasterAttemptIds,
  farcasterSession,
  setUpFarcasterClient,
  setUpWaitingFarcasterLogin,
  startFarcasterLogin,
  waitForAwaitFarcaster,
} from './farcasterTesting.js'

afterEach(cleanUpAuthClients)

// Issue 30 (Sign In With Farcaster), design "D. Core" and "Flow".

test('issue 30: the Farcaster button shows the channel URL, then connects ID_AUTH with the username', async () => {
  const set = await setUpFarcasterClient()
  startFarcasterLogin(set.client)
  expect(set.router()).toMatchObject({
    view: 'ConnectingFarcaster',
    history: ['Connect', 'ConnectingFarcaster'],
    data: { farcaster: 'starting' },
  })
  expect(set.account()?.farcasterUrl).toBeUndefined()
  await waitForAwaitFarcaster(set)
  expect(set.account()?.farcasterUrl).toBe(channelUrl(0))
  expect(set.router().data).toEqual({ farcaster: 'waiting' })

  await set.answerFarcaster({ result: farcasterSession })
  expect(set.connect).toHaveBeenCalledExactlyOnceWith({
    connectorId: 'ID_AUTH',
    caipNetwork: expect.objectContaining({ id: 31337 }),
  })
  expect(set.account()).toMatchObject({
    status: 'connected',
    user: { username: 'latch-test' },
    socialProvider: 'farcaster',
    farcasterUrl: undefined,
    connectedWalletInfo: { identifier: 'ID_AUTH', type: 'AUTH', name: 'Farcaster' },
  })
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.events.filter(({ event }) => event === 'CONNECT_SUCCESS')).toEqual([
    expect.objectContaining({
      properties: { method: 'farcaster', name: 'Farcaster', namespace: 'eip155' },
    }),
  ])
  expect(set.sent('cancelFarcaster')).toEqual([])
})

test('issue 30 / spec §2: Back clears farcasterUrl and cancels in the frame; a later attempt gets a new channel', async () => {
  const set = await setUpWaitingFarcasterLogin()
  set.client.goBack()
  expect(set.account()?.farcasterUrl).toBeUndefined()
  await vi.waitFor(() =>
    expect(set.sent('cancelFarcaster')).toEqual([
      expect.objectContaining({ attemptId: farcasterAttemptIds[0] }),
    ]),
  )
  // The frame's 4001 for the cancelled wait shows nothing and connects nothing.
  await set.answerFarcaster({ error: { code: 4001, message: 'cancelled' } })
  expect(set.router()).toMatchObject({ view: 'Connect', data: {} })
  expect(set.connect).not.toHaveBeenCalled()

  startFarcasterLogin(set.client)
  await waitForAwaitFarcaster(set, 2)
  expect(set.account()?.farcasterUrl).toBe(channelUrl(1))
})

test('closing the modal cancels too', async () => {
  const set = await setUpWaitingFarcasterLogin()
  await set.client.close()
  expect(set.account()?.farcasterUrl).toBeUndefined()
  await vi.waitFor(() => expect(set.sent('cancelFarcaster')).toHaveLength(1))
})

test('leaving while the channel is made cancels the attempt once the frame names it', async () => {
  let release: (() => void) | undefined
  const answer = createFarcasterAnswer()
  const set = await setUpFarcasterClient({
    answer: (request) => {
      if (request.type !== 'startFarcaster') return answer(request)
      release = () => set.frame.respond(request.id, answer(request) ?? { result: null })
      return undefined
    },
  })
  startFarcasterLogin(set.client)
  await vi.waitFor(() => expect(release).toBeDefined())
  set.client.goBack()
  release?.()
  await vi.waitFor(() => expect(set.sent('cancelFarcaster')).toHaveLength(1))
  expect(set.sent('awaitFarcaster')).toEqual([])
  expect(set.account()?.farcasterUrl).toBeUndefined()
})

test('an expired channel says so; "Get a new QR code" makes a new channel', async () => {
  const set = await setUpWaitingFarcasterLogin()
  await set.answerFarcaster({
    error: { code: 4100, message: 'expired', reason: 'farcaster_expired' },
  })
  expect(set.router()).toMatchObject({
    view: 'ConnectingFarcaster',
    data: { farcaster: 'expired', error: { key: 'connectingFarcaster.expired' } },
  })
  expect(set.account()?.farcasterUrl).toBeUndefined()

  getClientContext(set.client).features.get(embeddedWalletFeature)?.connectFarcaster()
  expect(set.router()).toMatchObject({
    history: ['Connect', 'ConnectingFarcaster'],
    data: { farcaster: 'starting' },
  })
  await waitForAwaitFarcaster(set, 2)
  expect(set.account()?.farcasterUrl).toBe(channelUrl(1))
  expect(set.router().data).toEqual({ farcaster: 'waiting' })
})

test.each([
  ['farcaster_refused', 'connectingFarcaster.refused'],
  ['optimism_rpc_unavailable', 'connectingFarcaster.rpcUnavailable'],
  ['relay_unavailable', 'connectingFarcaster.relayUnavailable'],
  ['passkey_required', 'passkey.required'],
  ['network', 'connectingFarcaster.failed'],
])('a wait the frame answers with %s fails with %s, connects nothing', async (reason, key) => {
  const set = await setUpWaitingFarcasterLogin()
  await set.answerFarcaster({ error: { code: 4100, message: reason, reason } })
  expect(set.router()).toMatchObject({
    view: 'ConnectingFarcaster',
    data: { farcaster: 'failed', error: { key } },
  })
  expect(set.account()?.farcasterUrl).toBeUndefined()
  expect(set.connect).not.toHaveBeenCalled()
})

test('a relay that is down fails the start; "Try again" (farcasterLogin) starts anew', async () => {
  const answer = createFarcasterAnswer()
  let down = true
  const set = await setUpFarcasterClient({
    answer: (request) =>
      request.type === 'startFarcaster' && down
        ? { error: { code: 4100, message: 'down', reason: 'relay_unavailable' } }
        : answer(request),
  })
  startFarcasterLogin(set.client)
  await vi.waitFor(() =>
    expect(set.router().data).toEqual({
      farcaster: 'failed',
      error: { key: 'connectingFarcaster.relayUnavailable' },
    }),
  )
  down = false
  void getClientContext(set.client).features.get(embeddedWalletFeature)?.farcasterLogin()
  await vi.waitFor(() => expect(set.router().data).toEqual({ farcaster: 'waiting' }))
  expect(set.account()?.farcasterUrl).toBe(channelUrl(0))
})

test('a new login while one waits abandons the earlier one', async () => {
  const set = await setUpWaitingFarcasterLogin()
  startFarcasterLogin(set.client)
  await waitForAwaitFarcaster(set, 2)
  expect(set.sent('cancelFarcaster')).toEqual([
    expect.objectContaining({ attemptId: farcasterAttemptIds[0] }),
  ])
  expect(set.router().history).toEqual(['Connect', 'ConnectingFarcaster'])
  expect(set.account()?.farcasterUrl).toBe(channelUrl(1))
})
