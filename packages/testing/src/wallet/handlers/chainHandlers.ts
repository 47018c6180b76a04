import { numberToHex } from 'viem'
import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'
import type { DevWalletRequestHandler } from './DevWalletRequestHandler.ts'
import { isRecord } from './isRecord.ts'
import { paramsOf } from './paramsOf.ts'
import { parseAddEthereumChainParameter } from './parseAddEthereumChainParameter.ts'
import { parseChainId } from './parseChainId.ts'

/**
 * The current chain (EIP-695 `eth_chainId`, `net_version`) and chain management: EIP-3326
 * `wallet_switchEthereumChain` and EIP-3085 `wallet_addEthereumChain`, with MetaMask's behaviour
 * (switching to the current chain resolves without a prompt; adding a chain switches to it).
 */
export const chainHandlers = {
  eth_chainId: (store) => numberToHex(store.chain.id),

  net_version: (store) => String(store.chain.id),

  wallet_switchEthereumChain: async (store, params) => {
    const [request] = paramsOf(params, '[{ chainId }]')
    const id = parseChainId(isRecord(request) ? request.chainId : undefined)
    if (id === store.chain.id) return null
    const chain = store.findChain(id)
    if (!chain) throw DevWalletRpcError.unrecognizedChain(numberToHex(id))
    await store.approve()
    store.switchChain(chain)
    return null
  },

  wallet_addEthereumChain: async (store, params) => {
    const [request] = paramsOf(params, '[AddEthereumChainParameter]')
    const chain = parseAddEthereumChainParameter(request)
    await store.approve()
    store.switchChain(store.addChain(chain))
    return null
  },
} satisfies Record<string, DevWalletRequestHandler>
