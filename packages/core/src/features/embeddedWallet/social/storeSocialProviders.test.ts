import { expect, test, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import type { LatchContext } from '../../../client/context.js'
import type { AuthStoreState } from '../../../state/types.js'
import { storeSocialProviders } from './storeSocialProviders.js'

function fakeContext(socials: readonly string[] | false) {
  const auth = createStore<AuthStoreState>()(() => ({
    frameUrl: undefined,
    frameVisible: false,
    socialProviders: undefined,
  }))
  const wallets = createStore(() => ({ remoteFeatures: { socials } }))
  const logger = { warn: vi.fn(), notice: vi.fn() }
  const context = { stores: { auth, wallets }, logger } as unknown as LatchContext
  return { context, auth, logger }
}

test("issue 28 / D-14: init's socials go to the auth store; configured ids it lacks are logged once", () => {
  const { context, auth, logger } = fakeContext(['google', 'x', 'farcaster', 'email', 'acme'])
  storeSocialProviders(context, [
    { id: 'google', name: 'Google' },
    { id: 'acme', name: 'Acme' },
  ])
  expect(auth.getState().socialProviders).toEqual([
    { id: 'google', name: 'Google' },
    { id: 'acme', name: 'Acme' },
  ])
  expect(logger.notice).toHaveBeenCalledExactlyOnceWith(
    'The auth server offers no x login: not shown',
  )
})

test('an older frame without socials changes nothing; a list in another shape is refused', () => {
  const { context, auth, logger } = fakeContext(['google'])
  storeSocialProviders(context, undefined)
  expect(auth.getState().socialProviders).toBeUndefined()
  storeSocialProviders(context, [{ id: 'Google!', name: 'x' }])
  expect(auth.getState().socialProviders).toBeUndefined()
  expect(logger.warn).toHaveBeenCalledOnce()
  expect(logger.notice).not.toHaveBeenCalled()
})
