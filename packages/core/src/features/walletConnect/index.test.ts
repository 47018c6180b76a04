import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterSetupParameters } from '../../adapter/types.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { LatchOptions } from '../../options/types.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'

// Issue 27: WalletConnect is a lazy feature. Its session owner (the relay client's owner) is made
// by the feature's chunk, never at startup unless a stored session is to be restored.

const owner = vi.hoisted(() => ({ created: 0, connects: 0, closes: 0 }))
vi.mock('./createWalletConnectSession.js', () => ({
  createWalletConnectSession: () => {
    owner.created++
    return {
      getSession: () => undefined,
      connect: (parameters: { onUri(uri: string, expiry: number): void }) => {
        owner.connects++
        parameters.onUri('wc:topic@2?relay-protocol=irn&symKey=00', Date.now() + 240_000)
        return new Promise(() => {})
      },
      authenticate: () => Promise.reject(new Error('unused')),
      restore: () => Promise.resolve(undefined),
      disconnect: () => Promise.resolve(),
      request: () => Promise.reject(new Error('unused')),
      on: () => () => {},
      getProvider: (namespace: string) => ({ namespace }),
      close: () => {
        owner.closes++
        return Promise.resolve()
      },
    }
  },
}))

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  owner.created = 0
  owner.connects = 0
  owner.closes = 0
})

function setup(overrides: Partial<LatchOptions> = {}) {
  const scripted = createScriptedAdapter()
  let setupParameters: AdapterSetupParameters | undefined
  const adapter = {
    ...scripted.adapter,
    setup(parameters: AdapterSetupParameters) {
      setupParameters = parameters
    },
  }
  const latch = createLatchClient({
    relayUrl: 'ws://127.0.0.1:8787',
    networks: [anvil],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...overrides,
  })
  clients.push(latch)
  return { latch, walletConnect: () => setupParameters?.walletConnect }
}

describe('walletConnectFeature', () => {
  it('startup makes no session owner; the option is listed and hasWalletConnect() answers at once', async () => {
    const { latch } = setup()
    await latch.ready
    expect(latch.hasWalletConnect()).toBe(true)
    expect(latch.stores.connectors.getState().connectors.map((c) => c.id)).toContain(
      'walletConnect',
    )
    expect(owner.created).toBe(0)
  })

  it('off without a relay, with enableWallets false or enableWalletConnect false', () => {
    const relayless = setup({ relayUrl: undefined })
    const walletless = setup({ enableWallets: false })
    const switchedOff = setup({ enableWalletConnect: false })
    for (const { latch, walletConnect } of [relayless, walletless, switchedOff]) {
      expect(latch.hasWalletConnect()).toBe(false)
      expect(walletConnect()).toBeUndefined()
    }
  })

  it('a stored WalletConnect session loads it at startup, to restore it', async () => {
    const storage = createMemoryStorage()
    storage.setItem('latch:wc:sessions', JSON.stringify([{ topic: 'stored' }]))
    setup({ storage })
    await vi.waitFor(() => expect(owner.created).toBe(1))
  })

  it('opening the modal loads it and prepares the pairing; destroy closes the relay', async () => {
    const { latch } = setup()
    await latch.open()
    await vi.waitFor(() => expect(latch.stores.connection.getState().wcUri).toMatch(/^wc:/))
    expect(owner.created).toBe(1)
    expect(owner.connects).toBe(1)
    latch.destroy()
    expect(owner.closes).toBe(1)
  })

  it("the adapter's getProvider() is undefined until the feature loaded, then the session's view", async () => {
    const { latch, walletConnect } = setup()
    expect(walletConnect()?.getProvider()).toBeUndefined()
    void latch.connectWalletConnect()
    // The pick shows before the chunk has loaded.
    expect(latch.stores.connection.getState().status).toBe('connecting')
    await vi.waitFor(() => expect(owner.connects).toBe(1))
    expect(walletConnect()?.getProvider()).toEqual({ namespace: 'eip155' })
  })

  it('a pick left before the chunk loaded starts nothing and leaves connecting', async () => {
    const { latch } = setup({ manualWCControl: true })
    await latch.open()
    const connected = latch.connectWalletConnect()
    latch.close()
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      recentWallet: undefined,
    })
    await expect(connected).resolves.toBe(false)
    expect(owner.connects).toBe(0)
  })
})
