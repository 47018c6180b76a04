import {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  type AuthFrameAccounts,
} from '@latch/core/auth-frame'
import {
  type Address,
  type EIP1193Parameters,
  isAddressEqual,
  numberToHex,
  type PublicRpcSchema,
} from 'viem'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import { type AccountType, createSmartAccounts } from '../smartAccount/createSmartAccounts.js'
import { createCallsRegistry } from './createCallsRegistry.js'
import type { NetworkClient } from './createNetworkClients.js'
import type { QueuedRequest } from './executeApproval.js'
import { getWalletAssets, withAssetDiscovery } from './getWalletAssets.js'
import { queueUnsafeRequest } from './queueUnsafeRequest.js'

export type { PendingApproval } from '../approval/createApprovalQueue.js'

const switchChainParams = z.tuple([
  z.object({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)) }),
])
const readParams = z.optional(z.array(z.unknown()).check(z.maxLength(16)))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const capabilitiesParams = z.optional(
  z.tuple([
    z.optional(address),
    z.optional(z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)))),
  ]),
)

/** The embedded wallet's EIP-1193 `request` (see {@link createEip1193Handler}). */
export type Eip1193Handler = ReturnType<typeof createEip1193Handler>

/**
 * Answers EIP-1193 requests for the embedded wallet on the `init` eip155 networks, as the active
 * account: the smart account where the network has smart-account settings and the preferred type
 * is smart account, else the owner's EOA.
 * - `AUTH_SAFE_METHODS` at once: accounts (the active one), chain id,
 *   `wallet_switchEthereumChain` among the networks (4902 otherwise; emits `chainChanged`, then
 *   `accountsChanged` when the active address changed), EIP-5792 `wallet_getCapabilities` (with
 *   ERC-7811 `assetDiscovery` on every chain) and `wallet_getCallsStatus`, ERC-7811
 *   `wallet_getAssets` (see `getWalletAssets`), and reads forwarded to the network's RPC;
 * - `AUTH_UNSAFE_METHODS` validated, prepared (smart-account sends: the user operation), then
 *   queued for the user's approval;
 * - anything else: 4200 'Requested RPC call is not allowed'.
 *
 * @param parameters.networks - The `init` networks' clients, by chain id.
 * @param parameters.chainId - The active chain id at `init`.
 * @param parameters.accountType - The `init` preferred account type (`undefined`: smart account).
 * @param parameters.address - The signed-in owner's (EOA) address, or `undefined`.
 * @param parameters.enqueue - Queues an unsafe request for approval; resolves with its result.
 * @param parameters.onChainChanged - Posts `chainChanged` to the host.
 * @param parameters.onAccountsChanged - Posts `accountsChanged` (the active address) to the host.
 */
export function createEip1193Handler(parameters: {
  networks: Map<number, NetworkClient>
  chainId: number
  accountType?: AccountType | undefined
  address: () => Address | undefined
  enqueue: (queued: QueuedRequest) => Promise<unknown>
  onChainChanged: (chainId: number) => void
  onAccountsChanged?: (accounts: Address[]) => void
}) {
  const { networks, address, enqueue, onChainChanged } = parameters
  const smart = createSmartAccounts({ preferred: parameters.accountType })
  const bundles = createCallsRegistry()
  let chainId = networks.has(parameters.chainId)
    ? parameters.chainId
    : (networks.keys().next().value as number)

  const activeNetwork = () => networks.get(chainId) as NetworkClient
  const activeAddress = async (): Promise<Address | undefined> => {
    const owner = address()
    return owner && smart.activeAddress(activeNetwork(), owner)
  }

  /** Runs `change`, then posts `accountsChanged` when the active address is another. */
  async function tellIfMoved(change: () => void): Promise<void> {
    const before = await activeAddress().catch(() => undefined)
    change()
    // The change is made; when the new address cannot be read, the host asks again (getAccounts).
    const after = await activeAddress().catch((error: unknown) => {
      console.warn('[Latch auth frame] The active account could not be read.', error)
      return undefined
    })
    if (after && (!before || !isAddressEqual(before, after)))
      parameters.onAccountsChanged?.([after])
  }

  return {
    /** The active eip155 chain id. */
    get chainId(): number {
      return chainId
    },

    /** The active account's address, `[]` signed out (for `accountsChanged` after a login). */
    async accounts(): Promise<Address[]> {
      const active = await activeAddress()
      return active ? [active] : []
    },

    /**
     * `getAccounts`: the accounts on the active chain.
     * @throws {AuthFrameError} 4100 without a session.
     */
    async getAccounts(): Promise<AuthFrameAccounts> {
      const owner = address()
      if (!owner) throw unauthorized()
      return smart.accounts(activeNetwork(), owner)
    },

    /**
     * `setAccountType`: makes `type` the preferred type, posts `accountsChanged` when the active
     * address changed, and answers the accounts on the active chain.
     * @throws {AuthFrameError} 4100 without a session.
     */
    async setAccountType(type: AccountType): Promise<AuthFrameAccounts> {
      const owner = address()
      if (!owner) throw unauthorized()
      await tellIfMoved(() => {
        smart.preferred = type
      })
      return smart.accounts(activeNetwork(), owner)
    },

    /**
     * EIP-1193 `request`.
     * @returns The JSON-RPC result.
     * @throws {AuthFrameError} 4001 rejected, 4100 signed out or another account, 4200 not
     *   allowed, 4902 unknown chain, -32602 invalid params, EIP-5792 57xx; or the node's,
     *   bundler's or paymaster's JSON-RPC error.
     */
    async request(method: string, params: unknown): Promise<unknown> {
      if (AUTH_UNSAFE_METHODS.includes(method)) {
        const owner = address()
        if (!owner) throw unauthorized()
        return queueUnsafeRequest({
          method,
          params,
          owner,
          network: activeNetwork(),
          smart,
          enqueue,
        })
      }
      if (!AUTH_SAFE_METHODS.includes(method))
        throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
      switch (method) {
        case 'eth_accounts':
          return this.accounts()
        case 'eth_requestAccounts': {
          const active = await activeAddress()
          if (!active) throw unauthorized()
          return [active]
        }
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'net_version':
          return String(chainId)
        case 'wallet_getCapabilities': {
          const owner = address()
          const parsed = capabilitiesParams.safeParse(params)
          if (!parsed.success)
            throw new AuthFrameError(
              errorCodes.invalidParams,
              'Invalid params: expected [address, chainIds]',
            )
          if (!owner) return {}
          const [asked, chainIds] = parsed.data ?? []
          const wanted = [...networks.values()].filter(
            (network) => !chainIds || chainIds.some((id) => Number(id) === network.chain.id),
          )
          return withAssetDiscovery(
            await smart.capabilities(wanted, owner, asked as Address | undefined),
          )
        }
        case 'wallet_getAssets': {
          const owner = address()
          if (!owner) throw unauthorized()
          return getWalletAssets(networks, params, async (network) => [
            owner,
            await smart.activeAddress(network, owner),
          ])
        }
        case 'wallet_getCallsStatus':
          return bundles.status(params)
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
          if (next !== chainId)
            await tellIfMoved(() => {
              chainId = next
              onChainChanged(next)
            })
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

    /** Where EIP-5792 bundles are recorded (for the approval's execution). */
    bundles,
  }
}
