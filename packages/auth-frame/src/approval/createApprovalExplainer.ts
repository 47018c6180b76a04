import type { Address } from 'viem'
import type { PendingApproval } from './createApprovalQueue.js'
import type { ApprovalExplanation } from './createApprovalView.js'
import { decodeErc20Call, describeRequest, type TokenInfo } from './describeRequest.js'
import { loadTransactionPreview } from './loadTransactionPreview.js'
import { readTokenInfo } from './readTokenInfo.js'

/**
 * Explains pending requests for the approval UI: the words at once for signatures; for
 * transactions, the words once an ERC-20 token's symbol and decimals are read (cached per chain and
 * token), and the fee and simulated balance changes.
 *
 * @returns The `explain` function of `createApprovalView`.
 */
export function createApprovalExplainer(): (pending: PendingApproval) => ApprovalExplanation {
  const tokens = new Map<string, Promise<TokenInfo | undefined>>()
  return ({ request, from, network }) => {
    const nativeCurrency = network.network.nativeCurrency
    const readToken = (token: Address) => {
      const key = `${network.network.chainId}:${token.toLowerCase()}`
      let info = tokens.get(key)
      if (!info) {
        info = readTokenInfo(network.client, token)
        tokens.set(key, info)
      }
      return info
    }
    if (request.method !== 'eth_sendTransaction')
      return {
        network: network.network.name,
        description: Promise.resolve(describeRequest(request, { nativeCurrency })),
        preview: undefined,
      }
    const erc20 = decodeErc20Call(request.transaction)
    return {
      network: network.network.name,
      description: (erc20 ? readToken(erc20.token) : Promise.resolve(undefined)).then((token) =>
        describeRequest(request, { nativeCurrency, token }),
      ),
      preview: loadTransactionPreview(network, from, request.transaction, readToken),
    }
  }
}
