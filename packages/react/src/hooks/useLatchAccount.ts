import type {
  AdapterAccount,
  CaipAddress,
  ChainNamespace,
  ConnectedWalletInfo,
  ConnectionStatus,
  PreferredAccountType,
} from '@latch/core'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'

/** What {@link useLatchAccount} returns: the active namespace's account. */
export type UseLatchAccountReturnType = {
  namespace: ChainNamespace
  address: string | undefined
  /** CAIP-10 account id, e.g. `eip155:31337:0xf39F…`. */
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Native balance, decimal string in whole units (ether, not wei). */
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  walletInfo: ConnectedWalletInfo | undefined
  /** Every account the wallet shared in the namespace, e.g. Bitcoin's payment and ordinals ones. */
  allAccounts: readonly AdapterAccount[]
  /** The namespace's preferred account type (`preferredAccountTypes`, from the `defaultAccountTypes` option). */
  preferredAccountTypes: PreferredAccountType | undefined
}

const noAccounts: readonly AdapterAccount[] = []

/**
 * The connected account of a namespace (the active one by default), kept live from the stores, like
 * AppKit's `useAppKitAccount({ namespace })`.
 *
 * @param parameters.namespace - e.g. `'solana'`; the active namespace when absent.
 * @example
 * const { address, isConnected } = useLatchAccount()
 * const solana = useLatchAccount({ namespace: 'solana' })
 */
export function useLatchAccount(
  parameters: { namespace?: ChainNamespace } = {},
): UseLatchAccountReturnType {
  const client = useLatchClient()
  const connectionStatus = useStore(client.stores.connection, (state) => state.status)
  return useStore(
    client.stores.chain,
    useShallow((state) => {
      const namespace = parameters.namespace ?? state.activeNamespace
      const account = Object.hasOwn(state.chains, namespace)
        ? state.chains[namespace]?.accountState
        : undefined
      const status = account?.address
        ? 'connected'
        : connectionStatus === 'connecting' && !parameters.namespace
          ? 'connecting'
          : 'disconnected'
      return {
        namespace,
        address: account?.address,
        caipAddress: account?.caipAddress,
        isConnected: Boolean(account?.address),
        status,
        balance: account?.balance,
        balanceSymbol: account?.balanceSymbol,
        balanceLoading: account?.balanceLoading ?? false,
        walletInfo: account?.connectedWalletInfo,
        allAccounts: account?.allAccounts ?? noAccounts,
        preferredAccountTypes: account?.preferredAccountTypes,
      } satisfies UseLatchAccountReturnType
    }),
  )
}
