import { AUTH_SAFE_METHODS, AUTH_UNSAFE_METHODS } from '@latch/core/auth-frame'
import { type Address, type EIP1193Parameters, numberToHex, type PublicRpcSchema } from 'viem'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import type { NetworkClient } from './createNetworkClients.js'
import { parseUnsafeRequest } from './parseUnsafeRequest.js'

const switchChainParams = z.tuple([
  z.object({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)) }),
])
const readParams = z.optional(z.array(z.unknown()).check(z.maxLength(16)))

import type { PendingApproval } from '../approval/createApprovalQueue.js'

export type { PendingApproval } from '../approval/createApprovalQueue.js'

/** The embedded wallet's EIP-1193 `request` (see {@link createEip1193Handler}). */
export type Eip1193Handler = ReturnType<typeof createEip1193Handler>

/**
 * Answers EIP-1193 requests for the embedded wallet on the `init` eip155 networks:
 * - `AUTH_SAFE_METHODS` at once: accounts, chain id, `wallet_switchEthereumChain` among the
 *   networks (4902 otherwise; emits `chainChanged`), and reads forwarded to the network's RPC;
 * - `AUTH_UNSAFE_METHODS` validated, then queued for the user's approval;
 * - anything else: 4200 'Requested RPC call is not allowed'.
 *
 * @param parameters.networks - The `init` networks' clients, by chain id.
 * @param parameters.chainId - The active chain id at `init`.
 * @param parameters.address - The signed-in wallet's address, or `undefined`.
 * @param parameters.enqueue - Queues an unsafe request for approval; resolves with its result.
 * @param parameters.onChainChanged - Posts `chainChanged` to the host.
 */
export function createEip1193Handler(parameters: {
  networks: Map<number, NetworkClient>
  chainId: number
  address: () => Address | undefined
  enqueue: (pending: PendingApproval) => Promise<unknown>
  onChainChanged: (chainId: number) => void
}) {
  const { networks, address, enqueue, onChainChanged } = parameters
  let chainId = networks.has(parameters.chainId)
    ? parameters.chainId
    : (networks.keys().next().value as number)

  const activeNetwork = () => networks.get(chainId) as NetworkClient

  return {
    /** The active eip155 chain id. */
    get chainId(): number {
      return chainId
    },

    /**
     * EIP-1193 `request`.
     * @returns The JSON-RPC result.
     * @throws {AuthFrameError} 4001 rejected, 4100 signed out or another account, 4200 not
     *   allowed, 4902 unknown chain, -32602 invalid params; or the node's JSON-RPC error.
     */
    async request(method: string, params: unknown): Promise<unknown> {
      if (AUTH_UNSAFE_METHODS.includes(method)) {
        const wallet = address()
        if (!wallet) throw unauthorized()
        const request = parseUnsafeRequest(method, params, { address: wallet, chainId })
        return enqueue({ request, from: wallet, network: activeNetwork() })
      }
      if (!AUTH_SAFE_METHODS.includes(method))
        throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
      switch (method) {
        case 'eth_accounts': {
          const wallet = address()
          return wallet ? [wallet] : []
        }
        case 'eth_requestAccounts': {
          const wallet = address()
          if (!wallet) throw unauthorized()
          return [wallet]
        }
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'net_version':
          return String(chainId)
        case 'wallet_getCapabilities':
          return {}
        case 'wallet_switchEthereumChain': {
          const parsed = switchChainParams.safeParse(params)
          if (!parsed.success)
            throw new AuthFrameError(
              errorCodes.invalidParams,
              'Invalid params: expected [{ chainId }]',
            )
          const next = Number(BigInt(parsed.data[0].chainId))
          if (!networks.has(next))
            throw new AuthFrameError(
              errorCodes.unrecognizedChain,
              `Unrecognized chain ID "${parsed.data[0].chainId}".`,
            )
          if (next !== chainId) {
            chainId = next
            onChainChanged(next)
          }
          return null
        }
        default: {
          const parsed = readParams.safeParse(params)
          if (!parsed.success)
            throw new AuthFrameError(errorCodes.invalidParams, 'Invalid params: expected an array')
          return activeNetwork().client.request({
            method,
            params: parsed.data,
          } as EIP1193Parameters<PublicRpcSchema>)
        }
      }
    },
  }
}
