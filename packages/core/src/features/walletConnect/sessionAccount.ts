import { parseCaipAddress } from '../../caip/parseCaipAddress.js'
import type { CaipNetwork } from '../../networks/types.js'

/**
 * A namespace's account in a WalletConnect session, for a connection without an adapter: the one
 * on `caipNetwork` (the namespace's active network) when the wallet shared it there, else its first.
 *
 * @param accounts - The session's CAIP-10 accounts of the namespace (checked when the session was
 *   made), at least one.
 * @returns The address and its chain id (CAIP-2 reference).
 */
export function sessionAccount(
  accounts: readonly string[],
  caipNetwork: Pick<CaipNetwork, 'caipNetworkId'>,
): { address: string; chainId: string } {
  const onNetwork = accounts.find((account) => account.startsWith(`${caipNetwork.caipNetworkId}:`))
  const { address, chainId } = parseCaipAddress(onNetwork ?? (accounts[0] as string))
  return { address, chainId }
}
