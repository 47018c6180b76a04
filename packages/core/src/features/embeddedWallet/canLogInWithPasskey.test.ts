// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import type { LatchOptions } from '../../options/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { canLogInWithPasskey } from './canLogInWithPasskey.js'
import { embeddedWalletFeature } from './index.js'

// Issue 29 (design §6 Core, D-11): the passkey rules, which views reach through the embedded
// wallet's loaded API (passkeyPlacement, canAddPasskey), so they add nothing to the startup entry.
const authUrl = 'https://auth.example'
const destroys: (() => void)[] = []
beforeEach(() => vi.stubGlobal('PublicKeyCredential', class {}))
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function setUp(options: Partial<LatchOptions> = {}) {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    authUrl,
    ...options,
  })
  destroys.push(client.destroy)
  const context = getClientContext(client)
  const api = await context.features.load(embeddedWalletFeature)
  return {
    context,
    api,
    canLogIn: () => canLogInWithPasskey(context),
    canAdd: () => api?.canAddPasskey() ?? false,
    placement: (emailShown: boolean, socialShown: boolean) =>
      api?.passkeyPlacement({ emailShown, socialShown }) ?? 'none',
  }
}

test('passkey login is on with an authUrl until the frame says it offers none (no startup default)', async () => {
  const { context, canLogIn } = await setUp()
  expect(context.options.features.passkeys).toBeUndefined()
  expect(canLogIn()).toBe(true)
  context.stores.auth.setState({ passkeysOffered: true })
  expect(canLogIn()).toBe(true)
  context.stores.auth.setState({ passkeysOffered: false })
  expect(canLogIn()).toBe(false)
})

test('off without an embedded wallet (no API), with features.passkeys false, or without WebAuthn', async () => {
  expect((await setUp({ authUrl: undefined })).api).toBeUndefined()
  expect((await setUp({ basic: true })).api).toBeUndefined()
  expect((await setUp({ features: { passkeys: false } })).canLogIn()).toBe(false)
  expect((await setUp({ features: { passkeys: true } })).canLogIn()).toBe(true)
  vi.stubGlobal('PublicKeyCredential', undefined)
  expect((await setUp()).canLogIn()).toBe(false)
})

test('off in a page framed by another site', async () => {
  const { canLogIn } = await setUp()
  vi.spyOn(window, 'top', 'get').mockReturnValue({
    get location(): Location {
      throw new Error('cross-origin')
    },
  } as unknown as Window)
  expect(canLogIn()).toBe(false)
})

test("the button's place: none until the frame offers passkeys, then the email block, else social (D-9)", async () => {
  const { context, placement } = await setUp()
  expect(placement(true, true)).toBe('none')
  context.stores.auth.setState({ passkeysOffered: true })
  expect(placement(true, true)).toBe('email')
  expect(placement(false, true)).toBe('social')
  expect(placement(false, false)).toBe('none')
  vi.stubGlobal('PublicKeyCredential', undefined)
  expect(placement(true, false)).toBe('none')
})

test('adding a passkey needs the frame to offer passkeys and the embedded wallet connected', async () => {
  const { context, canAdd } = await setUp()
  context.stores.connection.setState({ connectorIds: { eip155: AUTH_CONNECTOR_ID } })
  expect(canAdd()).toBe(false)
  context.stores.auth.setState({ passkeysOffered: true })
  expect(canAdd()).toBe(true)
  context.stores.connection.setState({ connectorIds: { eip155: 'injected' } })
  expect(canAdd()).toBe(false)
  context.stores.connection.setState({ connectorIds: { eip155: AUTH_CONNECTOR_ID } })
  context.stores.auth.setState({ passkeysOffered: false })
  expect(canAdd()).toBe(false)
})

test('adding a passkey is off with features.passkeys false', async () => {
  const { context, canAdd } = await setUp({ features: { passkeys: false } })
  context.stores.connection.setState({ connectorIds: { eip155: AUTH_CONNECTOR_ID } })
  context.stores.auth.setState({ passkeysOffered: true })
  expect(canAdd()).toBe(false)
})
