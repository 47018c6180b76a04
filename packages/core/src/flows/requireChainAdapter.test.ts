import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LatchContext } from '../client/context.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { solanaDevnet, solanaTestnet } from '../networks/solana.js'
import { patchAccountState } from '../state/chainStateAccess.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { requireChainAdapter } from './requireChainAdapter.js'

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** Solana networks but only an EVM adapter; a Solana account in the state, active. */
async function solanaWithoutAdapter() {
  const evm = createScriptedAdapter()
  const latch = createLatchClient({
    projectId: 'test',
    networks: [anvil, solanaDevnet, solanaTestnet],
    adapters: [evm.adapter],
    storage: createMemoryStorage(),
  })
  clients.push(latch)
  await latch.ready
  await latch.connect(evm.connector)
  patchAccountState(latch.stores, 'solana', {
    address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  })
  latch.stores.chain.setState({ activeNamespace: 'solana' })
  return latch
}

describe("spec §8 'Chain adapter not found': a namespace's adapter missing at run time", () => {
  it('signing in that namespace', async () => {
    const latch = await solanaWithoutAdapter()
    await expect(latch.signMessage({ message: 'hi' })).rejects.toMatchObject({
      shortMessage: 'Chain adapter not found',
    })
  })

  it('switching the network of that connected namespace (nothing is changed)', async () => {
    const latch = await solanaWithoutAdapter()
    await expect(latch.switchNetwork(solanaTestnet)).rejects.toMatchObject({
      shortMessage: 'Chain adapter not found',
    })
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
  })

  it('sending and previews take their adapter through it', () => {
    const context = { adapters: new Map() } as unknown as LatchContext
    expect(() => requireChainAdapter(context, 'bip122')).toThrow(
      expect.objectContaining({
        shortMessage: 'Chain adapter not found',
        details: 'No adapter for namespace "bip122".',
      }),
    )
  })
})
