// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test } from 'vitest'
import { cleanUpAuthClients } from '../authFrameTesting.js'
import { embeddedWalletFeature } from '../index.js'
import { frameError, passkeySession, setUpPasskeyClient } from './passkeyTesting.js'

// Issue 29 (design §2.1, §6 Core): Account's "Add a passkey".
afterEach(cleanUpAuthClients)
// The embedded wallet's chunk imported once, before the first test's frame must appear.
beforeAll(() => import('../createEmbeddedWalletApi.js'), 60_000)

/** A client connected by email (no passkey yet), the modal open on Account, adding a passkey. */
async function startAddingPasskey() {
  const set = await setUpPasskeyClient()
  set.api().connectPasskey()
  await set.answer('passkeyLogin', {
    result: { ...passkeySession, passkeys: 0, recovery: 'login' },
  })
  await set.client.open()
  expect(set.router().view).toBe('Account')
  const adding = set.context.features.load(embeddedWalletFeature).then((api) => api?.addPasskey())
  return { ...set, adding }
}

test('shows Add a passkey with the frame; once added: user patched, toast, back to Account', async () => {
  const set = await startAddingPasskey()
  await expect.poll(() => set.router().view).toBe('AddPasskey')
  await expect.poll(() => set.frame.waiting('addPasskey')).toHaveLength(1)
  expect(set.frameVisible()).toBe(true)
  await set.answer('addPasskey', { result: { passkeys: 1, recovery: 'passkey', prf: true } })
  await set.adding
  expect(set.user()).toEqual({ email: 'alice@example.org', passkeys: 1, recovery: 'passkey' })
  expect(set.client.stores.toast.getState()).toMatchObject({
    open: true,
    variant: 'success',
    message: { key: 'toast.passkeyAdded' },
  })
  expect(set.router()).toMatchObject({ view: 'Account', history: ['Account'] })
  expect(set.frameVisible()).toBe(false)
})

test('a passkey without PRF leaves recovery with the login', async () => {
  const set = await startAddingPasskey()
  await set.answer('addPasskey', { result: { passkeys: 1, recovery: 'login', prf: false } })
  expect(set.user()).toMatchObject({ passkeys: 1, recovery: 'login' })
})

test('a cancelled prompt (4001) goes back to Account silently', async () => {
  const set = await startAddingPasskey()
  await set.answer('addPasskey', frameError(4001))
  await set.adding
  expect(set.router()).toMatchObject({ view: 'Account', history: ['Account'] })
  expect(set.client.stores.toast.getState().open).toBe(false)
  expect(set.user()).toMatchObject({ passkeys: 0, recovery: 'login' })
})

test('another failure stays on Add a passkey with its message', async () => {
  const set = await startAddingPasskey()
  await set.answer('addPasskey', frameError(4100, 'passkey_failed'))
  await set.adding
  expect(set.router()).toMatchObject({
    view: 'AddPasskey',
    data: { error: { key: 'passkey.failed' } },
  })
  expect(set.frameVisible()).toBe(false)
})
