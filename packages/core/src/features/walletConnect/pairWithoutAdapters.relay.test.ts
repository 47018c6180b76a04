import {
  createTestWalletKit,
  type GuardLoopbackOnlyReturnType,
  getFreePort,
  guardLoopbackOnly,
  type StartAnvilReturnType,
  type StartRelayReturnType,
  startAnvil,
  startRelay,
  type TestWalletKit,
} from '@latch/testing-node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createLatchClient } from '../../client/createLatchClient.js'
import { toCaipNetwork } from '../../networks/toCaipNetwork.js'
import type { LatchOptions } from '../../options/types.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { ether } from '../../testing/localNetworks.js'

// Spec §2 "With no adapters, or manual WalletConnect control set and no address: …
// ConnectingWalletConnectBasic": WalletConnect needs no adapter, so the modal opened that way pairs
// with a real wallet (WalletKit) over the relay fixture, and the session's account is connected.

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainId = 31992

let guard: GuardLoopbackOnlyReturnType
let anvil: StartAnvilReturnType
let relay: StartRelayReturnType
let wallet: TestWalletKit
const clients: ReturnType<typeof createLatchClient>[] = []

beforeAll(async () => {
  guard = guardLoopbackOnly()
  vi.stubGlobal('WebSocket', WebSocket)
  const [relayPort, anvilPort] = await Promise.all([getFreePort(), getFreePort()])
  relay = await startRelay({ port: relayPort })
  anvil = await startAnvil({ port: anvilPort, chainId, reuse: false })
  wallet = await createTestWalletKit({
    relayUrl: relay.url,
    chains: [{ id: chainId, rpcUrl: anvil.url }],
  })
})

afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.disconnect().catch(() => undefined)
    client.destroy()
  }
})

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
  await anvil?.stop()
  guard?.restore()
  vi.unstubAllGlobals()
})

function createClient(options: Partial<LatchOptions> = {}) {
  const network = toCaipNetwork({
    id: chainId,
    name: 'Anvil WalletConnect',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const client = createLatchClient({
    relayUrl: relay.url,
    networks: [network],
    storage: createMemoryStorage(),
    ...options,
  })
  clients.push(client)
  return client
}

/** The pairing URI once the client has one. */
async function pairingUri(client: ReturnType<typeof createClient>): Promise<string> {
  let uri: string | undefined
  await vi.waitFor(
    () => {
      uri = client.stores.connection.getState().wcUri
      expect(uri).toMatch(/^wc:/)
    },
    { timeout: 10_000 },
  )
  return uri as string
}

describe('WalletConnect without adapters (spec §2)', () => {
  test('opening lands on ConnectingWalletConnectBasic, and the wallet pairs: the session account is connected', async () => {
    const client = createClient()
    await client.ready
    expect(client.hasWalletConnect()).toBe(true)
    await client.open()
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    await wallet.pair(await pairingUri(client))
    await vi.waitFor(() =>
      expect(client.getAccount()?.caipAddress).toBe(`eip155:${chainId}:${account0}`),
    )
    expect(client.getAccount()?.connectedWalletInfo).toMatchObject({
      identifier: 'walletConnect',
      type: 'WALLET_CONNECT',
    })
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'connected',
      connectorIds: { eip155: 'walletConnect' },
    })
    // Connected, the modal closed (spec §4 Finalizing); no UnsupportedChain for a basic connection.
    expect(client.isOpen()).toBe(false)
    expect(client.stores.router.getState().view).not.toBe('UnsupportedChain')

    await client.disconnect()
    expect(client.getAccount()?.address).toBeUndefined()
  })

  test('with manualWCControl, opening waits on ConnectingWalletConnectBasic; the page starts the pairing', async () => {
    const client = createClient({ manualWCControl: true })
    await client.ready
    await client.open()
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.stores.connection.getState().wcUri).toBeUndefined()
    const connected = client.connectWalletConnect()
    await wallet.pair(await pairingUri(client))
    await expect(connected).resolves.toBe(true)
    expect(client.getAccount()?.caipAddress).toBe(`eip155:${chainId}:${account0}`)
  })
})
