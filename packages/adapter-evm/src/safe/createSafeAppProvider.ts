import { SafeAppProvider } from '@safe-global/safe-apps-provider'
import type { EIP1193Provider } from 'viem'
import type { SafeApp } from './detectSafeApp.js'

/**
 * `SafeAppProvider` answering `eth_requestAccounts` (EIP-1102) too: a Safe App is connected to its
 * Safe from the start, and `SafeAppProvider` implements only `eth_accounts`, which wagmi's injected
 * connector does not ask on a first connect.
 */
class SafeAppConnectedProvider extends SafeAppProvider {
  override request(request: Parameters<SafeAppProvider['request']>[0]) {
    return super.request(
      request.method === 'eth_requestAccounts' ? { method: 'eth_accounts' } : request,
    )
  }
}

/**
 * The Safe as an EIP-1193 provider (https://eips.ethereum.org/EIPS/eip-1193): `SafeAppProvider`
 * of `@safe-global/safe-apps-provider`, whose requests go to the Safe{Wallet} through the SDK. A
 * module of its own because that package is CommonJS and brings the CommonJS build of viem (about
 * 170 kB gzip): only a page found inside a Safe loads it.
 *
 * @param safeApp - The Safe and the SDK talking to it, from `detectSafeApp`.
 */
export function createSafeAppProvider({ safeInfo, sdk }: SafeApp): EIP1193Provider {
  return new SafeAppConnectedProvider(safeInfo, sdk) as unknown as EIP1193Provider
}
