// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example"}
import { afterEach, expect, test, vi } from 'vitest'
import { storageKeys } from '../client/context.js'
import { createLatchClient } from '../client/createLatchClient.js'
import {
  authUrl,
  createFakeAuthFrame,
  defaultAnswer,
  frameAddress,
} from '../features/embeddedWallet/authFrameTesting.js'
import type { EmbeddedWalletProvider } from '../features/embeddedWallet/createEmbeddedWallet.js'
import { getChainState } from '../state/chainStateAccess.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** A client restoring a stored embedded-wallet connection whose frame session is `session`. */
async function restore(session: Record<string, string | number>, passkeys = false) {
  localStorage.setItem(storageKeys.connectionStatus, '"connected"')
  localStorage.setItem(storageKeys.connectorIds, '{"eip155":"ID_AUTH"}')
  vi.stubGlobal('fetch', async () => Response.json({ allowedOrigins: [location.origin] }))
  const container = document.createElement('div')
  const frame = createFakeAuthFrame({
    frameOrigin: authUrl,
    container,
    answer: (request) =>
      request.type === 'init'
        ? { result: { session, socials: [{ id: 'acme', name: 'Acme' }], passkeys } }
        : defaultAnswer(request),
  })
  const scripted = createScriptedAdapter()
  let provider: EmbeddedWalletProvider | undefined
  scripted.adapter.setup = (setup) => {
    provider = setup.embeddedWallet?.getProvider() as EmbeddedWalletProvider | undefined
  }
  // As adapter-evm does: reconnecting ID_AUTH asks the embedded wallet, which loads the frame.
  scripted.adapter.reconnect = async () => {
    await provider?.request({ method: 'eth_chainId' })
    return { address: frameAddress, chainId: 31337 }
  }
  const client = createLatchClient({ networks: [anvil], adapters: [scripted.adapter], authUrl })
  client.setAuthFrameContainer(container)
  // The first test also imports the embedded wallet's chunk.
  await vi.waitFor(() => expect(frame.iframe()).toBeTruthy(), { timeout: 5000 })
  frame.emit('ready')
  await vi.waitFor(() => expect(client.stores.connection.getState().status).toBe('connected'))
  return client
}

test('issue 28: a social login restored after a reload keeps its user, provider and name', async () => {
  const client = await restore({ address: frameAddress, username: 'ada', provider: 'acme' })
  expect(getChainState(client.stores, 'eip155')?.accountState).toMatchObject({
    address: frameAddress,
    user: { username: 'ada' },
    socialProvider: 'acme',
    connectedWalletInfo: { identifier: 'ID_AUTH', name: 'Acme' },
  })
  client.destroy()
})

test('issue 30: a Farcaster login restored after a reload keeps its username, provider and name', async () => {
  const client = await restore({
    address: frameAddress,
    username: 'latch-test',
    provider: 'farcaster',
  })
  expect(getChainState(client.stores, 'eip155')?.accountState).toMatchObject({
    user: { username: 'latch-test' },
    socialProvider: 'farcaster',
    connectedWalletInfo: { identifier: 'ID_AUTH', name: 'Farcaster' },
  })
  client.destroy()
})

test('an email login restored keeps its email, no provider', async () => {
  const client = await restore({ address: frameAddress, email: 'alice@example.org' })
  expect(getChainState(client.stores, 'eip155')?.accountState).toMatchObject({
    user: { email: 'alice@example.org' },
    socialProvider: undefined,
    connectedWalletInfo: { name: 'Email' },
  })
  client.destroy()
})

test('issue 29: a login restored keeps its passkey count and what recovers its wallet', async () => {
  const client = await restore(
    { address: frameAddress, email: 'alice@example.org', passkeys: 2, recovery: 'passkey' },
    true,
  )
  expect(getChainState(client.stores, 'eip155')?.accountState.user).toEqual({
    email: 'alice@example.org',
    passkeys: 2,
    recovery: 'passkey',
  })
  expect(client.stores.auth.getState().passkeysOffered).toBe(true)
  client.destroy()
})
