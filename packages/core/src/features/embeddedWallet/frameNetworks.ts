import type { LatchContext } from '../../client/context.js'
import {
  getChainState,
  patchAccountState,
  patchNetworkState,
} from '../../state/chainStateAccess.js'
import { type CheckedSmartAccount, checkSmartAccounts } from '../smartAccount/checkSmartAccounts.js'
import { preferredAccountType } from '../smartAccount/preferredAccountTypes.js'
import {
  type AuthFrameNetwork,
  type AuthFrameSolanaNetwork,
  authFrameSolanaNetworkSchema,
} from './frameProtocol.js'

/**
 * The `smartAccounts` option, checked (see `checkSmartAccounts`); an invalid one is logged as an
 * error and gives no network smart accounts.
 */
function smartAccountSettings(context: LatchContext): ReadonlyMap<number, CheckedSmartAccount> {
  try {
    return checkSmartAccounts(context.options.smartAccounts)
  } catch (error) {
    context.logger.error(`${(error as Error).message}; no smart accounts are used`)
    return new Map()
  }
}

/**
 * The integrator's requested Solana networks with an RPC URL, as the frame's `init` takes them
 * (CAIP-2 reference, name, RPC URL, native currency; one the wire format refuses, such as a
 * non-base58 reference, is left out); none without a Solana adapter.
 */
function solanaNetworks(context: LatchContext): AuthFrameSolanaNetwork[] {
  if (!context.adapters.has('solana')) return []
  const requested = getChainState(context.stores, 'solana')?.networkState.requestedCaipNetworks
  return (requested ?? []).flatMap((network) => {
    const { symbol, decimals } = network.nativeCurrency
    const parsed = authFrameSolanaNetworkSchema.safeParse({
      reference: String(network.id),
      name: network.name,
      rpcUrl: network.rpcUrls.default.http[0],
      nativeCurrency: { symbol, decimals },
    })
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * What the frame's `init` gets about the integrator's eip155 networks: each requested network with
 * an RPC URL (id, name, RPC URL, native currency) and, for those the `smartAccounts` option names,
 * its smart-account settings; `accountType`, eip155's preferred type (the user's stored choice, else
 * the `defaultAccountTypes` option's). Also records eip155's `smartAccountEnabledNetworks` and
 * `preferredAccountTypes` in the state. `solanaNetworks`: the requested Solana networks with an RPC
 * URL (CAIP-2 reference, name, RPC URL, native currency), where the frame serves `solana_*`.
 */
export function frameInit(context: LatchContext): {
  networks: AuthFrameNetwork[]
  accountType: 'eoa' | 'smartAccount'
  solanaNetworks: AuthFrameSolanaNetwork[]
} {
  const { stores } = context
  const requested = getChainState(stores, 'eip155')?.networkState.requestedCaipNetworks ?? []
  const settings = smartAccountSettings(context)
  const networks = requested.flatMap((network): AuthFrameNetwork[] => {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (typeof network.id !== 'number' || !rpcUrl) return []
    const { symbol, decimals } = network.nativeCurrency
    const smartAccount = settings.get(network.id)
    return [
      {
        chainId: network.id,
        name: network.name,
        rpcUrl,
        nativeCurrency: { symbol, decimals },
        ...(smartAccount ? { smartAccount } : {}),
      },
    ]
  })
  patchNetworkState(stores, 'eip155', {
    smartAccountEnabledNetworks: networks.flatMap((network) =>
      network.smartAccount ? [network.chainId] : [],
    ),
  })
  const accountType = preferredAccountType(context, 'eip155') === 'eoa' ? 'eoa' : 'smartAccount'
  patchAccountState(stores, 'eip155', { preferredAccountTypes: accountType })
  return { networks, accountType, solanaNetworks: solanaNetworks(context) }
}
