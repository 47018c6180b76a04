import type {
  CaipAddress,
  ChainNamespace,
  ConnectedWalletInfo,
  ConnectionStatus,
} from '@latch/core'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'

/** What {@link useLatchAccount} returns: the active namespace's account (spec §3 accountState). */
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
}

/**
 * The connected account of the active namespace, kept live from the stores.
 * @example
 * const { address, isConnected } = useLatchAccount()
 */
export function useLatchAccount(): UseLatchAccountReturnType {
  const client = useLatchClient()
  const connectionStatus = useStore(client.stores.connection, (state) => state.status)
  return useStore(
    client.stores.chain,
    useShallow((state) => {
      const account = state.chains[state.activeNamespace]?.accountState
      const status = account?.address
        ? 'connected'
        : connectionStatus === 'connecting'
          ? 'connecting'
          : 'disconnected'
      return {
        namespace: state.activeNamespace,
        address: account?.address,
        caipAddress: account?.caipAddress,
        isConnected: Boolean(account?.address),
        status,
        balance: account?.balance,
        balanceSymbol: account?.balanceSymbol,
        balanceLoading: account?.balanceLoading ?? false,
        walletInfo: account?.connectedWalletInfo,
      } satisfies UseLatchAccountReturnType
    }),
  )
}
