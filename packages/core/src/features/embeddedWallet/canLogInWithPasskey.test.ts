// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import type { LatchOptions } from '../../options/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { canAddPasskey } from './canAddPasskey.js'
import { canLogInWithPasskey } from './canLogInWithPasskey.js'
import { embeddedWalletFeature } from './index.js'

// Issue 29 (design §6 Core, D-11): the passkey rules take the client's embeddedWalletFeature.
const authUrl = 'https://auth.example'
const destroys: (() => void)[] = []
beforeEach(() => vi.stubGlobal('PublicKeyCredential', class {}))
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function setUp(options: Partial<LatchOptions> = {}) {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    authUrl,
    ...options,
  })
  destroys.push(client.destroy)
  const context = getClientContext(client)
  return {
    context,
    canLogIn: () => canLogInWithPasskey(context, embeddedWalletFeature),
    canAdd: () => canAddPasskey(context, embeddedWalletFeature),
  }
}

test('passkey login is on with an authUrl until the frame says it offers none (no startup default)', () => {
  const { context, canLogIn } = setUp()
  expect(context.options.features.passkeys).toBeUndefined()
  expect(canLogIn()).toBe(true)
  context.stores.auth.setState({ passkeysOffered: true })
  expect(canLogIn()).toBe(true)
  context.stores.auth.setState({ passkeysOffered: false })
  expect(canLogIn()).toBe(false)
})

test('off without an embedded wallet, with features.passkeys false, or without WebAuthn', () => {
  expect(setUp({ authUrl: undefined }).canLogIn()).toBe(false)
  expect(setUp({ basic: true }).canLogIn()).toBe(false)
  expect(setUp({ features: { passkeys: false } }).canLogIn()).toBe(false)
  expect(setUp({ features: { passkeys: true } }).canLogIn()).toBe(true)
  vi.stubGlobal('PublicKeyCredential', undefined)
  expect(setUp().canLogIn()).toBe(false)
})

test('off in a page framed by another site', () => {
  const { canLogIn } = setUp()
  vi.spyOn(window, 'top', 'get').mockReturnValue({
    get location(): Location {
      throw new Error('cross-origin')
    },
  } as unknown as Window)
  expect(canLogIn()).toBe(false)
})

test('adding a passkey needs the frame to offer passkeys and the embedded wallet connected', () => {
  const { context, canAdd } = setUp()
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

test('adding a passkey is off with features.passkeys false', () => {
  const { context, canAdd } = setUp({ features: { passkeys: false } })
  context.stores.connection.setState({ connectorIds: { eip155: AUTH_CONNECTOR_ID } })
  context.stores.auth.setState({ passkeysOffered: true })
  expect(canAdd()).toBe(false)
})
