import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { storageKeys } from '../client/context.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { solanaDevnet } from '../networks/solana.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const client of clients.splice(0)) client.destroy()
})

/** An EVM and a Solana adapter whose wallet is the connector `connector` in both namespaces. */
async function setup(connector: Partial<Connector> = {}) {
  const evm = createScriptedAdapter({ connector })
  const sol = createScriptedAdapter({ namespace: 'solana', connector })
  const storage = createMemoryStorage()
  const latch = createLatchClient({
    projectId: 'test',
    networks: [anvil, solanaDevnet],
    adapters: [evm.adapter, sol.adapter],
    storage,
  })
  clients.push(latch)
  await latch.ready
  return { evm, sol, storage, latch }
}

async function connectBoth(s: Awaited<ReturnType<typeof setup>>) {
  expect(await s.latch.connect(s.sol.connector)).toBe(true)
  expect(await s.latch.connect(s.evm.connector)).toBe(true)
}

describe('spec §4 "Disconnect per namespace": connectors spanning namespaces', () => {
  it.each([
    ['the embedded wallet (ID_AUTH)', { id: 'ID_AUTH', type: 'AUTH' }],
    ['WalletConnect', { id: 'walletConnect', type: 'ANNOUNCED' }],
  ] as const)(
    'disconnecting one namespace of %s disconnects every namespace on it',
    async (_, connector) => {
      const s = await setup(connector)
      await connectBoth(s)
      expect(s.latch.stores.connection.getState().connectorIds).toEqual({
        eip155: connector.id,
        solana: connector.id,
      })
      await s.latch.disconnect({ namespace: 'eip155' })
      expect(s.evm.calls.disconnect).toBe(1)
      expect(s.sol.calls.disconnect).toBe(1)
      expect(s.latch.getAccount('solana')?.address).toBeUndefined()
      expect(s.latch.getAccount('eip155')?.address).toBeUndefined()
      expect(s.latch.stores.connection.getState()).toMatchObject({
        connectorIds: {},
        status: 'disconnected',
      })
    },
  )

  it('another wallet keeps its other namespace', async () => {
    const s = await setup()
    await connectBoth(s)
    await s.latch.disconnect({ namespace: 'eip155' })
    expect(s.sol.calls.disconnect).toBe(0)
    expect(s.latch.getAccount('solana')?.address).toBeDefined()
  })
})

describe('spec §4: a per-namespace disconnect and the stored active namespace', () => {
  it('is cleared once nothing else is connected', async () => {
    const s = await setup()
    await connectBoth(s)
    expect(s.storage.getItem(storageKeys.activeNamespace)).toBe('"eip155"')
    await s.latch.disconnect({ namespace: 'eip155' })
    // Solana is still connected: it becomes the active, stored namespace.
    expect(s.storage.getItem(storageKeys.activeNamespace)).toBe('"solana"')
    await s.latch.disconnect({ namespace: 'solana' })
    expect(s.storage.getItem(storageKeys.activeNamespace)).toBeNull()
  })

  it('is cleared when the wallet disconnects its last namespace itself', async () => {
    const s = await setup()
    await s.latch.connect(s.sol.connector)
    expect(s.storage.getItem(storageKeys.activeNamespace)).toBe('"solana"')
    s.sol.emit({ type: 'disconnect' })
    await vi.waitFor(() => expect(s.latch.getAccount('solana')?.address).toBeUndefined())
    expect(s.storage.getItem(storageKeys.activeNamespace)).toBeNull()
  })
})

describe('spec §8 disconnect errors', () => {
  it.each([
    ['both namespaces fail a full disconnect', ['evm', 'sol'], {}, 'Failed to disconnect chains'],
    ['one namespace fails a full disconnect', ['sol'], {}, 'Failed to disconnect'],
    [
      'the one namespace asked fails',
      ['sol'],
      { namespace: 'solana' },
      'Failed to disconnect chain solana',
    ],
  ] as const)('%s: %s', async (_, failing, parameters, message) => {
    const s = await setup()
    await connectBoth(s)
    for (const name of failing) s[name].script.disconnect = { error: new Error('boom') }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(s.latch.disconnect(parameters)).rejects.toMatchObject({
      shortMessage: message,
      code: 'INTERNAL_SDK_ERROR',
    })
    // Local state is cleared all the same.
    expect(s.latch.getAccount('solana')?.address).toBeUndefined()
  })
})
