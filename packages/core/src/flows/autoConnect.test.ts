import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { storageKeys } from '../client/context.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { toCaipNetwork } from '../networks/toCaipNetwork.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'

const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const safeAddress = '0x5afe000000000000000000000000000000005afe'
const safeConnector: Connector = {
  id: 'safe',
  type: 'EXTERNAL',
  name: 'Safe',
  chain: 'eip155',
  installed: true,
}

// Flows run as in a browser: reconnect at start needs `window`.
vi.stubGlobal('window', {})
afterEach(() => vi.useRealTimers())

/** A scripted adapter that runs in a Safe App: it detects the Safe connector and lists it. */
function setup(detected: () => Promise<string | undefined> = async () => 'safe') {
  const scripted = createScriptedAdapter()
  scripted.script.reconnect = { value: { address: safeAddress, chainId: 31337 } }
  const detections = { count: 0 }
  const adapter = {
    ...scripted.adapter,
    getConnectors: () => [safeConnector, scripted.connector],
    detectAutoConnector() {
      detections.count++
      return detected()
    },
  }
  const storage = createMemoryStorage()
  const create = () =>
    createLatchClient({ projectId: 'test', networks: [anvil], adapters: [adapter], storage })
  return { ...scripted, detections, storage, create }
}

describe('spec §4 "In a Safe app the Safe connector is chosen automatically"', () => {
  it('connects the detected connector at start when nothing is stored, without a prompt', async () => {
    const s = setup()
    const latch = s.create()
    await latch.ready
    expect(latch.stores.connection.getState().status).toBe('connected')
    expect(latch.getAccount()).toMatchObject({
      address: safeAddress,
      connectedWalletInfo: { name: 'Safe', identifier: 'safe', type: 'EXTERNAL' },
    })
    expect(s.calls).toMatchObject({ reconnect: 1, connect: 0 })
    expect(latch.isOpen()).toBe(false)
    expect(s.storage.getItem(storageKeys.connectorIds)).toBe('{"eip155":"safe"}')
  })

  it('restores a stored connection instead of detecting', async () => {
    const s = setup()
    await s.create().ready
    const reloaded = s.create()
    expect(reloaded.stores.connection.getState().status).toBe('connecting')
    await reloaded.ready
    expect(reloaded.getAccount()?.address).toBe(safeAddress)
    expect(s.detections.count).toBe(1)
  })

  it('respects a disconnect: a stored disconnected status is not overridden', async () => {
    const s = setup()
    const latch = s.create()
    await latch.ready
    await latch.disconnect()
    await s.create().ready
    expect(s.detections.count).toBe(1)
    expect(s.calls.reconnect).toBe(1)
  })

  it('stays disconnected when nothing is detected, and stores nothing', async () => {
    const s = setup(async () => undefined)
    const latch = s.create()
    await latch.ready
    expect(latch.stores.connection.getState().status).toBe('disconnected')
    expect(s.calls.reconnect).toBe(0)
    expect(s.storage.getItem(storageKeys.connectionStatus)).toBeNull()
  })

  it('treats a failed detection as nothing detected', async () => {
    const s = setup(() => Promise.reject(new Error('The Safe SDK failed to load')))
    const latch = s.create()
    await latch.ready
    expect(latch.stores.connection.getState().status).toBe('disconnected')
    expect(s.calls.reconnect).toBe(0)
  })

  it('leaves a connect the user started while detecting alone', async () => {
    let answer: (id: string | undefined) => void = () => {}
    const s = setup(() => new Promise((resolve) => (answer = resolve)))
    const latch = s.create()
    await latch.connect(s.connector)
    answer('safe')
    await latch.ready
    expect(latch.getAccount()?.connectedWalletInfo?.name).toBe('Latch Dev Wallet')
    expect(s.calls).toMatchObject({ connect: 1, reconnect: 0 })
  })

  it('tries again at the next start when the automatic connect failed', async () => {
    const s = setup()
    s.script.reconnect = { value: undefined }
    const latch = s.create()
    await latch.ready
    expect(latch.stores.connection.getState().status).toBe('disconnected')
    expect(s.storage.getItem(storageKeys.connectionStatus)).toBeNull()
    s.script.reconnect = { value: { address: safeAddress, chainId: 31337 } }
    const reloaded = s.create()
    await reloaded.ready
    expect(reloaded.getAccount()?.address).toBe(safeAddress)
    expect(s.detections.count).toBe(2)
  })
})
