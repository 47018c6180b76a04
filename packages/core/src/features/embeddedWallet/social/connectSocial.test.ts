// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop?item=3#top"}
import { afterEach, expect, test, vi } from 'vitest'
import { cleanUpAuthClients, flush } from '../authFrameTesting.js'
import { SOCIAL_WINDOW_NAME } from './openSocialWindow.js'
import { SOCIAL_PROVIDER_KEY } from './socialParams.js'
import {
  authorizeUrl,
  createFakePopup,
  setUpSocialClient,
  startSocialLogin,
} from './socialTesting.js'

afterEach(() => {
  cleanUpAuthClients()
  delete (window as { Telegram?: unknown }).Telegram
  history.replaceState(null, '', '/shop?item=3#top')
})

test('issue 28: window.open runs synchronously inside the call, before any microtask', async () => {
  const set = await setUpSocialClient()
  let microtaskRan = false
  let microtaskRanBeforeOpen: boolean | undefined
  const popup = createFakePopup()
  set.open.mockImplementation(() => {
    microtaskRanBeforeOpen = microtaskRan
    return popup as unknown as Window
  })
  queueMicrotask(() => {
    microtaskRan = true
  })
  startSocialLogin(set.client, 'google')
  expect(set.open).toHaveBeenCalledOnce()
  expect(microtaskRanBeforeOpen).toBe(false)
  expect(set.open).toHaveBeenCalledWith('', SOCIAL_WINDOW_NAME, expect.stringMatching(/^popup,/))
  await vi.waitFor(() => expect(popup.location.href).toBe(authorizeUrl('google')))
})

test('a blocked popup (window.open gives null) goes to the provider in the page itself', async () => {
  const set = await setUpSocialClient({ popup: null })
  history.replaceState(null, '', '/shop?item=3&latch_social=old#top')
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  startSocialLogin(set.client, 'google')
  expect(set.open).toHaveBeenCalledOnce()
  expect(set.account()).toMatchObject({ socialProvider: 'google', socialWindow: undefined })
  await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(authorizeUrl('google')))
  expect(set.sent('startSocial')).toEqual([
    expect.objectContaining({
      provider: 'google',
      mode: 'redirect',
      returnTo: 'https://app.example/shop?item=3#top',
    }),
  ])
  // The page comes back with the attempt's id: the provider is remembered for the view.
  expect(localStorage.getItem(SOCIAL_PROVIDER_KEY)).toBe('"google"')
  await flush()
  expect(set.frame.waiting('awaitSocial')).toEqual([])
})

test('Telegram: redirect mode without opening a popup', async () => {
  const set = await setUpSocialClient()
  ;(window as { Telegram?: unknown }).Telegram = { WebApp: {} }
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  startSocialLogin(set.client, 'discord')
  expect(set.open).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(authorizeUrl('discord')))
  expect(set.sent('startSocial')).toEqual([
    expect.objectContaining({ provider: 'discord', mode: 'redirect' }),
  ])
})

test('an in-app browser: redirect mode without opening a popup', async () => {
  const set = await setUpSocialClient()
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 320.0.0.0',
  )
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  startSocialLogin(set.client, 'google')
  expect(set.open).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce())
})
