import * as z from 'zod/mini'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import type { AccountState } from '../state/types.js'

/** The most chains, and capabilities per chain, kept from one answer. */
const MAX_ENTRIES = 100
const HEX_CHAIN_ID = /^0x[0-9a-f]{1,16}$/i
const record = z.record(z.string(), z.unknown())

/**
 * Reads a wallet's EIP-5792 `wallet_getCapabilities` answer (untrusted): an object by hex chain id
 * (`'0x2105'`; `'0x0'`: every chain), each an object of capabilities by name. Keys that are not hex
 * chain ids and values that are not objects are left out; keys are written as lower-case hex
 * without leading zeros (`'0x01'` → `'0x1'`); at most 100 chains and 100 capabilities per chain.
 *
 * @param answer - What the wallet answered.
 * @returns The capabilities, or `undefined` when the answer is not an object or keeps no chain.
 * @example
 * readCapabilities({ '0x7A69': { assetDiscovery: { supported: true } } })
 * // { '0x7a69': { assetDiscovery: { supported: true } } }
 */
export function readCapabilities(answer: unknown): AccountState['capabilities'] {
  const parsed = record.safeParse(answer)
  if (!parsed.success) return undefined
  const result: Record<`0x${string}`, Record<string, unknown>> = {}
  let count = 0
  for (const [key, value] of Object.entries(parsed.data)) {
    const chain = record.safeParse(value)
    if (!HEX_CHAIN_ID.test(key) || !chain.success || count >= MAX_ENTRIES) continue
    const entries = Object.entries(chain.data).filter(([name]) => name !== '__proto__')
    result[`0x${BigInt(key).toString(16)}`] = Object.fromEntries(entries.slice(0, MAX_ENTRIES))
    count++
  }
  return count > 0 ? result : undefined
}

/**
 * Keeps a namespace's account state `capabilities` (EIP-5792): read once per connection through
 * the adapter's `getWalletCapabilities` when an account becomes connected (connect, restore) or
 * the wallet changes account or the connector changes (same address, another wallet), validated
 * with {@link readCapabilities}, and cleared when the account or connector changes or it
 * disconnects; an answer that arrives after such a change is dropped. Network switches do not read again (the answer covers every chain). A
 * failure is logged and leaves no capabilities; adapters without the method are left alone.
 *
 * @returns Stops watching.
 */
export function watchCapabilities(context: LatchContext, namespace: ChainNamespace): () => void {
  const { stores } = context
  const adapter = context.adapters.get(namespace)
  const getWalletCapabilities = adapter?.getWalletCapabilities?.bind(adapter)
  if (!getWalletCapabilities) return () => {}
  // The connection the capabilities are for (`connectorId:address`) and a count bumped whenever it
  // changes, so an answer for an earlier connection (same address, another wallet) is dropped.
  let read: string | undefined
  let generation = 0
  const update = () => {
    const account = getChainState(stores, namespace)?.accountState
    const address = account?.status === 'connected' ? account.address : undefined
    const key = address && `${account?.connectedWalletInfo?.identifier}:${address}`
    if (key === read) return
    read = key
    const current = ++generation
    if (account?.capabilities) patchAccountState(stores, namespace, { capabilities: undefined })
    if (!address) return
    getWalletCapabilities({ address }).then(
      (answer) => {
        if (generation === current)
          patchAccountState(stores, namespace, { capabilities: readCapabilities(answer) })
      },
      (error: unknown) => context.logger.warn('Could not read the wallet capabilities', error),
    )
  }
  update()
  return stores.chain.subscribe(update)
}
