// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example"}
import { afterEach, expect, test, vi } from 'vitest'
import { storageKeys } from '../../client/context.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { solanaDevnet, solanaTestnet } from '../../networks/solana.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { authUrl, createFakeAuthFrame, defaultAnswer, frameAddress } from './authFrameTesting.js'
import type { EmbeddedWalletProvider } from './createEmbeddedWallet.js'

// Issue 32 (C2): a reload restores the embedded wallet in each namespace stored with ID_AUTH.
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

async function restore(
  connectorIds: Record<string, string>,
  active: string,
  /** The stored active network; with it Solana Testnet is requested too. */
  storedNetworkId?: string,
) {
  if (storedNetworkId) {
    localStorage.setItem(storageKeys.activeCaipNetworkId, JSON.stringify(storedNetworkId))
  }
  localStorage.setItem(storageKeys.connectionStatus, '"connected"')
  localStorage.setItem(storageKeys.connectorIds, JSON.stringify(connectorIds))
  localStorage.setItem(storageKeys.activeNamespace, JSON.stringify(active))
  vi.stubGlobal('fetch', async () => Response.json({ allowedOrigins: [location.origin] }))
  const container = document.createElement('div')
  const session = { address: frameAddress, username: 'ada', provider: 'acme' }
  const frame = createFakeAuthFrame({
    frameOrigin: authUrl,
    container,
    answer: (request) => {
      if (request.type === 'init') {
        return { result: { session, socials: [{ id: 'acme', name: 'Acme' }] } }
      }
      if (request.type === 'request' && request.method === 'solana_getAccounts') {
        // One account per network, as the frame answers.
        return {
          result: [
            `solana:${solanaDevnet.id}:${solanaAddress}`,
            `solana:${solanaTestnet.id}:${solanaAddress}`,
          ],
        }
      }
      return defaultAnswer(request)
    },
  })
  const evm = createScriptedAdapter()
  const solana = createScriptedAdapter({ namespace: 'solana' })
  let provider: EmbeddedWalletProvider | undefined
  evm.adapter.setup = (setup) => {
    provider = setup.embeddedWallet?.getProvider() as EmbeddedWalletProvider | undefined
  }
  // As the adapters do: reconnecting ID_AUTH asks the embedded wallet, which loads the frame.
  evm.adapter.reconnect = async () => {
    await provider?.request({ method: 'eth_chainId' })
    return { address: frameAddress, chainId: 31337 }
  }
  const reconnected: string[] = []
  solana.adapter.reconnect = async ({ connectorId }) => {
    reconnected.push(connectorId)
    const answer = await provider?.request({ method: 'solana_getAccounts' })
    const [caip] = answer as string[]
    const [, reference, address] = String(caip).split(':')
    return { address: address as string, chainId: reference as string }
  }
  const client = createLatchClient({
    networks: storedNetworkId ? [anvil, solanaDevnet, solanaTestnet] : [anvil, solanaDevnet],
    adapters: [evm.adapter, solana.adapter],
    authUrl,
  })
  client.setAuthFrameContainer(container)
  await vi.waitFor(() => expect(frame.iframe()).toBeTruthy(), { timeout: 5000 })
  frame.emit('ready')
  await vi.waitFor(() => expect(client.stores.connection.getState().status).toBe('connected'))
  await vi.waitFor(() =>
    expect(client.stores.connection.getState().connectorIds).toEqual(connectorIds),
  )
  return { client, reconnected, frame, solana }
}

test('both namespaces come back on ID_AUTH, solana as an AUTH eoa with the login', async () => {
  const { client, reconnected } = await restore({ eip155: 'ID_AUTH', solana: 'ID_AUTH' }, 'solana')
  const { stores } = client
  expect(reconnected).toEqual(['ID_AUTH'])
  await vi.waitFor(() =>
    expect(getChainState(stores, 'solana')?.accountState).toMatchObject({
      address: solanaAddress,
      allAccounts: [{ address: solanaAddress, type: 'eoa' }],
      user: { username: 'ada' },
      socialProvider: 'acme',
      connectedWalletInfo: { identifier: 'ID_AUTH', type: 'AUTH', name: 'Acme' },
    }),
  )
  expect(getChainState(stores, 'eip155')?.accountState).toMatchObject({
    address: frameAddress,
    user: { username: 'ada' },
  })
  expect(stores.chain.getState().activeNamespace).toBe('solana')
  client.destroy()
})

// Issue 32 review: the adapter's reconnect comes back on its first Solana network.
test("the embedded Solana account comes back on the user's stored Solana network", async () => {
  const { client, solana } = await restore(
    { eip155: 'ID_AUTH', solana: 'ID_AUTH' },
    'solana',
    solanaTestnet.caipNetworkId,
  )
  const { stores } = client
  await vi.waitFor(() =>
    expect(getChainState(stores, 'solana')?.accountState.address).toBe(solanaAddress),
  )
  expect(solana.calls.switchNetwork).toEqual([solanaTestnet.caipNetworkId])
  expect(getChainState(stores, 'solana')?.networkState.caipNetwork?.caipNetworkId).toBe(
    solanaTestnet.caipNetworkId,
  )
  expect(getChainState(stores, 'solana')?.accountState.caipAddress).toBe(
    `solana:${solanaTestnet.id}:${solanaAddress}`,
  )
  client.destroy()
})
