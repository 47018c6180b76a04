// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop?item=3#top"}
import { afterEach, expect, test, vi } from 'vitest'
import type { LatchContext } from '../../../client/context.js'
import { getChainState } from '../../../state/chainStateAccess.js'
import { cleanUpAuthClients, frameAddress, setUpAuthClient } from '../authFrameTesting.js'
import { readSocialResult } from './readSocialResult.js'
import {
  SOCIAL_CHANNEL,
  SOCIAL_POPUP_PARAM,
  SOCIAL_PROVIDER_KEY,
  SOCIAL_RESULT_PARAM,
  withoutSocialResult,
} from './socialParams.js'
import { attemptId, socialAnswer } from './socialTesting.js'
import { takeSocialResult } from './takeSocialResult.js'

afterEach(() => {
  cleanUpAuthClients()
  history.replaceState(null, '', '/shop?item=3#top')
})

const context = { logger: { info: vi.fn() } } as unknown as LatchContext

/** What the embedded wallet does with a page's social result: read it at start, then take it. */
function take(resume: (attemptId: string, completion?: string) => void): boolean {
  const result = readSocialResult()
  if (result) takeSocialResult(context, result, resume)
  return result !== undefined
}

test('issue 28 / spec §4: latch_social leaves the address bar by replaceState, other parameters and the hash kept', () => {
  history.replaceState({ step: 2 }, '', `/shop?item=3&latch_social=${attemptId}&x=1#top`)
  const replaceState = vi.spyOn(history, 'replaceState')
  const resume = vi.fn()
  expect(take(resume)).toBe(true)
  expect(replaceState).toHaveBeenCalledExactlyOnceWith(
    { step: 2 },
    '',
    'https://app.example/shop?item=3&x=1#top',
  )
  expect(location.href).toBe('https://app.example/shop?item=3&x=1#top')
  expect(resume).toHaveBeenCalledExactlyOnceWith(attemptId, undefined)
})

const completion = 'A'.repeat(43)

test('a redirect that succeeded carries the completion secret: resume gets it', () => {
  history.replaceState(null, '', `/shop?latch_social=${attemptId}.${completion}`)
  const resume = vi.fn()
  expect(take(resume)).toBe(true)
  expect(location.href).toBe('https://app.example/shop')
  expect(resume).toHaveBeenCalledExactlyOnceWith(attemptId, completion)
})

test('the login popup ending on this page hands its completion to the opener and closes', async () => {
  history.replaceState(null, '', `/shop?item=3&latch_social_popup=${attemptId}.${completion}`)
  const opener = new BroadcastChannel(SOCIAL_CHANNEL)
  const received = new Promise((resolve) => {
    opener.onmessage = (event) => resolve(event.data)
  })
  const close = vi.spyOn(window, 'close').mockImplementation(() => {})
  const resume = vi.fn()
  expect(take(resume)).toBe(true)
  expect(location.href).toBe('https://app.example/shop?item=3')
  expect(await received).toEqual({ attemptId, completion })
  expect(close).toHaveBeenCalledOnce()
  expect(resume).not.toHaveBeenCalled()
  opener.close()
})

test('a page without the parameter is left alone', () => {
  const replaceState = vi.spyOn(history, 'replaceState')
  const resume = vi.fn()
  expect(take(resume)).toBe(false)
  expect(replaceState).not.toHaveBeenCalled()
  expect(resume).not.toHaveBeenCalled()
})

test('withoutSocialResult drops only the social parameters', () => {
  expect(
    withoutSocialResult('https://app.example/a?latch_social=1&latch_social_popup=2&b=2#h'),
  ).toBe('https://app.example/a?b=2#h')
  expect(withoutSocialResult('https://app.example/a')).toBe('https://app.example/a')
})

/**
 * A client started on `page` (a Google login's return) once it cleaned the address bar to
 * `cleanedHref` and its frame, loaded, waits for the attempt's result (one `awaitSocial`).
 */
async function startOnReturnedPage(page: string, cleanedHref: string) {
  history.replaceState(null, '', page)
  localStorage.setItem(SOCIAL_PROVIDER_KEY, '"google"')
  const set = setUpAuthClient({ answer: socialAnswer })
  // The check at start is cheap; the code that cleans the address bar is a small chunk of its own.
  await vi.waitFor(() => expect(location.href).toBe(cleanedHref))
  await set.client.ready
  const load = set.load()
  // The embedded wallet's chunk loads first (slow on a busy machine).
  await vi.waitFor(() => expect(set.frame.waiting('awaitSocial')).toHaveLength(1), {
    timeout: 5000,
  })
  await load
  return set
}

test('a client started on the returned page removes the parameter at once, then finishes the login', async () => {
  const set = await startOnReturnedPage(
    `/shop?item=3&latch_social=${attemptId}#top`,
    'https://app.example/shop?item=3#top',
  )
  expect(set.frame.waiting('awaitSocial')[0]).toMatchObject({ attemptId })
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.client.stores.router.getState()).toMatchObject({
    view: 'ConnectingSocial',
    data: { social: 'google', pending: true },
  })
  expect(set.client.stores.connection.getState().status).toBe('connecting')
  expect(localStorage.getItem(SOCIAL_PROVIDER_KEY)).toBeNull()
  const [waiting] = set.frame.waiting('awaitSocial')
  set.frame.respond(waiting?.id ?? '', {
    result: { address: frameAddress, email: 'a@example.org', provider: 'google' },
  })
  await vi.waitFor(() =>
    expect(getChainState(set.client.stores, 'eip155')?.accountState).toMatchObject({
      status: 'connected',
      user: { email: 'a@example.org' },
      socialProvider: 'google',
    }),
  )
  expect(set.client.stores.modal.getState().open).toBe(false)
  set.client.destroy()
})

test('a client started on a successful redirect return hands the completion to the frame’s wait', async () => {
  const set = await startOnReturnedPage(
    `/shop?latch_social=${attemptId}.${completion}`,
    'https://app.example/shop',
  )
  expect(set.frame.waiting('awaitSocial')[0]).toMatchObject({ attemptId, completion })
  set.client.destroy()
})

test('the start-up code spells the parameters and channel as the lazy login does', () => {
  const posted = vi.fn()
  vi.stubGlobal(
    'BroadcastChannel',
    class {
      constructor(readonly name: string) {}
      postMessage(message: unknown) {
        posted(this.name, message)
      }
    },
  )
  vi.stubGlobal('close', vi.fn())
  history.replaceState(null, '', `/shop?${SOCIAL_POPUP_PARAM}=${attemptId}.secret`)
  expect(take(vi.fn())).toBe(true)
  expect(posted).toHaveBeenCalledWith(SOCIAL_CHANNEL, { attemptId, completion: 'secret' })
  const resume = vi.fn()
  history.replaceState(null, '', `/shop?${SOCIAL_RESULT_PARAM}=${attemptId}`)
  expect(take(resume)).toBe(true)
  expect(resume).toHaveBeenCalledWith(attemptId, undefined)
  expect(location.href).toBe('https://app.example/shop')
})

test('a parameter merely containing latch_social is not a result', () => {
  history.replaceState(null, '', '/shop?ref=latch_social')
  expect(take(vi.fn())).toBe(false)
  expect(location.href).toBe('https://app.example/shop?ref=latch_social')
})
