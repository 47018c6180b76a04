// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../../../constants.js'
import { cleanUpAuthClients } from '../authFrameTesting.js'
import { frameError, passkeySession, setUpPasskeyClient } from './passkeyTesting.js'

// Issue 29 (design §2.2, §6 Core): "Continue with a passkey".
afterEach(cleanUpAuthClients)
// The embedded wallet's chunk imported once, before the first test's frame must appear.
beforeAll(() => import('../createEmbeddedWalletApi.js'), 60_000)

async function startPasskeyLogin() {
  const set = await setUpPasskeyClient()
  set.client.stores.router.setState({ view: 'Connect', history: ['Connect'], data: {} })
  set.api().connectPasskey()
  return set
}

test('shows ConnectingPasskey with the frame, then connects: CONNECT_SUCCESS method passkey', async () => {
  const set = await startPasskeyLogin()
  expect(set.router()).toMatchObject({ view: 'ConnectingPasskey', data: {} })
  expect(set.client.stores.auth.getState().passkeysOffered).toBe(true)
  await set.answer('passkeyLogin', { result: passkeySession })
  expect(set.connect).toHaveBeenCalledWith(
    expect.objectContaining({ connectorId: AUTH_CONNECTOR_ID }),
  )
  expect(set.events).toContainEqual(
    expect.objectContaining({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'passkey', name: 'Passkey', namespace: 'eip155' },
    }),
  )
  expect(set.user()).toEqual({ email: 'alice@example.org', passkeys: 1, recovery: 'passkey' })
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.frameVisible()).toBe(false)
})

test('the frame shows while it waits for the click on its "Use a passkey"', async () => {
  const set = await startPasskeyLogin()
  await expect.poll(() => set.frame.waiting('passkeyLogin')).toHaveLength(1)
  expect(set.frameVisible()).toBe(true)
})

test('a cancelled prompt (4001) goes back to Connect with no message and no toast', async () => {
  const set = await startPasskeyLogin()
  await set.answer('passkeyLogin', frameError(4001))
  expect(set.router()).toMatchObject({ view: 'Connect', history: ['Connect'], data: {} })
  expect(set.client.stores.toast.getState().open).toBe(false)
  expect(set.frameVisible()).toBe(false)
  expect(set.events.map((event) => event.event)).not.toContain('CONNECT_SUCCESS')
})

test.each([
  ['passkey_required', 'passkey.required'],
  ['unknown_credential', 'passkey.unknownCredential'],
  ['passkey_unavailable', 'passkey.unavailable'],
  ['passkey_failed', 'passkey.failed'],
  ['rate_limited', 'email.rateLimited'],
  ['network', 'email.unreachable'],
  [undefined, 'passkey.failed'],
])('the frame reason %s shows %s on ConnectingPasskey', async (reason, key) => {
  const set = await startPasskeyLogin()
  await set.answer('passkeyLogin', frameError(4100, reason))
  expect(set.router()).toMatchObject({ view: 'ConnectingPasskey', data: { error: { key } } })
  expect(set.frameVisible()).toBe(false)
})

test('"Try again" clears the error and asks the frame again', async () => {
  const set = await startPasskeyLogin()
  await set.answer('passkeyLogin', frameError(4100, 'passkey_failed'))
  set.api().connectPasskey()
  expect(set.router()).toMatchObject({ view: 'ConnectingPasskey', data: {} })
  expect(set.router().history).toEqual(['Connect', 'ConnectingPasskey'])
  await set.answer('passkeyLogin', { result: passkeySession })
  expect(set.events.map((event) => event.event)).toContain('CONNECT_SUCCESS')
})

test('leaving ConnectingPasskey rejects the waiting login and hides the frame; its late answer is ignored', async () => {
  const set = await startPasskeyLogin()
  await expect.poll(() => set.frame.waiting('passkeyLogin')).toHaveLength(1)
  set.client.goBack()
  expect(set.frameVisible()).toBe(false)
  await expect
    .poll(() => set.frame.requests().map((request) => request.type))
    .toContain('rejectPending')
  await set.answer('passkeyLogin', frameError(4001))
  expect(set.router()).toMatchObject({ view: 'Connect', history: ['Connect'] })
})

test('a login answered after the user left does not connect', async () => {
  const set = await startPasskeyLogin()
  await expect.poll(() => set.frame.waiting('passkeyLogin')).toHaveLength(1)
  set.client.close()
  await set.answer('passkeyLogin', { result: passkeySession })
  expect(set.connect).not.toHaveBeenCalled()
})
