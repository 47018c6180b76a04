import type { EIP1193Provider } from 'viem'
import type { EvmAdapterState } from '../adapterState.js'
import type * as safeAppProvider from './createSafeAppProvider.js'
import { detectSafeApp } from './detectSafeApp.js'

/**
 * Asks the parent frame whether the page is a Safe App (`detectSafeApp`, from the origins the
 * adapter trusts). Inside a Safe, loads the provider's module with `loadProvider` (its own chunk:
 * it is large, CommonJS viem), marks the adapter as in a Safe App and tells its listeners that its
 * connectors changed.
 * @returns The Safe's EIP-1193 provider; `undefined` outside a Safe.
 */
export async function findSafeApp(
  state: EvmAdapterState,
  loadProvider: () => Promise<typeof safeAppProvider>,
): Promise<EIP1193Provider | undefined> {
  const safeApp = await detectSafeApp({ allowedOrigins: state.parameters.safeOrigins })
  if (!safeApp) return undefined
  const provider = (await loadProvider()).createSafeAppProvider(safeApp)
  state.inSafeApp = true
  state.emit({ type: 'connectorsChanged' })
  return provider
}
