import type { CaipNetwork, WalletConnectNamespaceProvider } from '@latch/core'
import type { ConnectionState } from '../connection/createConnectionState.js'
import { getWalletConnectAccounts } from './walletConnectSolana.js'

/**
 * Makes the WalletConnect session's first Solana account (one on `caipNetwork` first) the
 * adapter's connection, ending the one before, on the integrator's network of the account's
 * reference (else `caipNetwork`); the session's end is a `disconnect`.
 * @returns The address and CAIP-2 reference; `undefined` when the session has no Solana account
 *   (the connection before is then kept).
 */
export async function activateWalletConnect(
  state: ConnectionState,
  parameters: {
    provider: WalletConnectNamespaceProvider
    networks: readonly CaipNetwork[]
    caipNetwork: CaipNetwork | undefined
  },
): Promise<{ address: string; chainId: string } | undefined> {
  const { provider, networks, caipNetwork } = parameters
  const [account] = await getWalletConnectAccounts(provider, caipNetwork)
  if (!account) return undefined
  state.end()
  const network =
    networks.find((candidate) => String(candidate.id) === account.reference) ?? caipNetwork
  const unsubscribe = provider.onDisconnect(() => {
    if (state.active?.kind !== 'walletConnect') return
    state.end()
    state.emit({ type: 'disconnect' })
  })
  state.set({
    kind: 'walletConnect',
    provider,
    address: account.address,
    caipNetwork: network,
    stop: unsubscribe,
  })
  return { address: account.address, chainId: account.reference }
}
