import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { ErrorMessages } from '../errors/messages.js'
import type { CaipNetwork } from './types.js'

/**
 * The network shown when a wallet sits on a chain Latch was not given ("unsupported chain
 * events set an unsupported network"). Its name is 'Unknown Network'.
 *
 * @param caipNetworkId - The wallet's network, e.g. `eip155:10`.
 * @returns A network with no RPC URLs, so nothing is read from it.
 * @throws {InvalidCaipNetworkIdError} when the id is malformed.
 */
export function createUnknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { namespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const numeric = Number(chainId)
  return {
    id: namespace === 'eip155' && Number.isSafeInteger(numeric) ? numeric : chainId,
    caipNetworkId,
    chainNamespace: namespace,
    name: ErrorMessages.unknownNetwork,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}
