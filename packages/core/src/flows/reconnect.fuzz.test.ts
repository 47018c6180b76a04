import fc from 'fast-check'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { chainNamespaces } from '../caip/types.js'
import { storageKeys } from '../client/context.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'

// Flows run as in a browser: reconnect at start needs `window`.
vi.stubGlobal('window', {})
afterAll(() => vi.unstubAllGlobals())

const scriptedAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Names a corrupted or planted value is likely to use. */
const nearName = fc.constantFrom(
  ...chainNamespaces,
  'dev.latch.wallet',
  'walletConnect',
  anvil.caipNetworkId,
  anvil2.caipNetworkId,
  'eip155:1',
  'connected',
  'disconnected',
  'connecting',
  '__proto__',
  'constructor',
  'toString',
  '',
)
const json = (value: unknown) => JSON.stringify(value)
const anyJson = fc.jsonValue({ maxDepth: 2 })

/** What any stored key may hold: nothing, text that is not JSON, JSON of any value. */
const storedRaw = fc.oneof(
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 40 }),
  anyJson.map(json),
)

/** Each key: {@link storedRaw}, or JSON shaped like its value with near or wrong contents. */
const stored = fc.record({
  [storageKeys.connectionStatus]: fc.oneof(storedRaw, nearName.map(json)),
  [storageKeys.connectorIds]: fc.oneof(
    storedRaw,
    fc.dictionary(nearName, fc.oneof(nearName, anyJson), { maxKeys: 3 }).map(json),
  ),
  [storageKeys.activeCaipNetworkId]: fc.oneof(storedRaw, nearName.map(json)),
  [storageKeys.activeNamespace]: fc.oneof(storedRaw, nearName.map(json)),
  [storageKeys.recentWallets]: fc.oneof(
    storedRaw,
    fc.array(fc.oneof(nearName, anyJson), { maxLength: 4 }).map(json),
  ),
})

const requestedIds: unknown[] = [anvil.caipNetworkId, anvil2.caipNetworkId]

/** What is wrong with a client's state after start: nothing, whatever storage held. */
function problemsOf(
  latch: ReturnType<typeof createLatchClient>,
  storedNetworkRaw: string | null,
): string[] {
  const { status, recentWallets } = latch.stores.connection.getState()
  const problems: string[] = []
  if (status !== 'connected' && status !== 'disconnected') problems.push(`status ${status}`)
  if (!Array.isArray(recentWallets) || recentWallets.some((id) => typeof id !== 'string')) {
    problems.push(`recent wallets ${JSON.stringify(recentWallets)}`)
  }
  const { activeNamespace } = latch.stores.chain.getState()
  if (activeNamespace !== 'eip155') problems.push(`active namespace ${String(activeNamespace)}`)
  const network = latch.getCaipNetwork()?.caipNetworkId
  if (!requestedIds.includes(network)) problems.push(`network ${network}`)
  // Not connected, the network is the stored one when it is requested, else the default.
  const restored = storedNetworkRaw === JSON.stringify(anvil2.caipNetworkId)
  if (status === 'disconnected' && network !== (restored ? anvil2 : anvil).caipNetworkId) {
    problems.push(`network ${network} after storing ${storedNetworkRaw}`)
  }
  const address = latch.getAccount()?.address
  if (status === 'connected' && address !== scriptedAddress) problems.push(`address ${address}`)
  return problems
}

describe('fuzz: stored values read at start (reconnect)', () => {
  test('corrupt or planted storage never fails start; the state after it is valid', async () => {
    const statuses = new Set<string>()
    await fc.assert(
      fc.asyncProperty(stored, async (values) => {
        const storage = createMemoryStorage()
        for (const [key, raw] of Object.entries(values)) if (raw !== null) storage.setItem(key, raw)
        const scripted = createScriptedAdapter()
        const latch = createLatchClient({
          networks: [anvil, anvil2],
          adapters: [scripted.adapter],
          storage,
        })
        try {
          await latch.ready
          const { status } = latch.stores.connection.getState()
          statuses.add(status)
          expect(problemsOf(latch, values[storageKeys.activeCaipNetworkId])).toEqual([])
        } finally {
          latch.destroy()
        }
      }),
      fuzzParameters(),
    )
    expect(statuses).toEqual(new Set(['connected', 'disconnected']))
  })
})
