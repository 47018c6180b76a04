import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { LatchOptions } from '../../options/types.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'

// Spec §2: UnsupportedChain opens only when "the connection is not basic". A WalletConnect session
// taken without an adapter is a basic connection: a wallet on a network the app did not request is
// connected there, and no UnsupportedChain opens. The session owner is a stand-in here; the real
// pairing without adapters is pairWithoutAdapters.relay.test.ts.

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const proposals = vi.hoisted(() => [] as unknown[])
vi.mock('./createWalletConnectSession.js', () => ({
  createWalletConnectSession: () => ({
    getSession: () => undefined,
    connect: (parameters: { namespaces: unknown; onUri(uri: string, expiry: number): void }) => {
      proposals.push(parameters.namespaces)
      parameters.onUri('wc:topic@2?relay-protocol=irn&symKey=00', Date.now() + 240_000)
      return Promise.resolve({
        topic: 'topic',
        accounts: { eip155: [`eip155:999:${account}`] },
        caipNetworkIds: { eip155: ['eip155:999'] },
        peer: { name: 'Wallet', description: '', url: 'https://wallet.test', icons: [] },
        expiry: Date.now() + 7 * 86_400_000,
      })
    },
    restore: () => Promise.resolve(undefined),
    disconnect: () => Promise.resolve(),
    on: () => () => {},
    getProvider: () => undefined,
    close: () => Promise.resolve(),
  }),
}))

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  proposals.length = 0
})

/** A client, and every view its router showed. */
function setup(options: Partial<LatchOptions> = {}) {
  const client = createLatchClient({
    relayUrl: 'ws://127.0.0.1:8787',
    networks: [anvil],
    storage: createMemoryStorage(),
    ...options,
  })
  clients.push(client)
  const views: string[] = []
  client.stores.router.subscribe((state) => views.push(state.view))
  return { client, views }
}

describe('a WalletConnect connection without adapters is basic (spec §2)', () => {
  it('asks for every namespace with networks, and connects the session account with no UnsupportedChain', async () => {
    const { client, views } = setup()
    await client.ready
    await expect(client.connectWalletConnect()).resolves.toBe(true)
    expect(proposals).toEqual([{ eip155: expect.objectContaining({ chains: ['eip155:31337'] }) }])
    expect(client.getAccount()?.caipAddress).toBe(`eip155:999:${account}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(views).toContain('ConnectingWalletConnectBasic')
    expect(views).not.toContain('UnsupportedChain')
  })

  it('through an adapter, the same wallet on an unrequested network is checked (UnsupportedChain)', async () => {
    const scripted = createScriptedAdapter()
    scripted.script.connect = { value: { address: account, chainId: 999 } }
    const { client, views } = setup({ adapters: [scripted.adapter] })
    await client.ready
    await expect(client.connectWalletConnect()).resolves.toBe(true)
    expect(views).toContain('UnsupportedChain')
  })
})
