import type { CaipNetwork } from '@latch/core'
import { RpcUrlMissingError } from '../errors.js'

/**
 * The network's JSON-RPC URL: its first `rpcUrls.default.http`.
 * @throws {RpcUrlMissingError} 'The network has no RPC URL' when it lists none.
 */
export function getRpcUrl(caipNetwork: Pick<CaipNetwork, 'caipNetworkId' | 'rpcUrls'>): string {
  const url = caipNetwork.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlMissingError(caipNetwork.caipNetworkId)
  return url
}
