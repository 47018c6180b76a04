import {
  buildConnectList,
  type ConnectListItem,
  getLegalGate,
  isMobile,
  selectCatalogue,
} from '@latch/core/internal'
import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from './LatchContext.js'

/**
 * The Connect view's rows (core's `buildConnectList`) and what choosing one does:
 * a connector connects; a catalogue wallet that is not installed goes through WalletConnect on a
 * phone (deep links) and opens its homepage in a new tab on a desktop. Nothing happens while the
 * terms checkbox is shown and not ticked (core's `getLegalGate`).
 */
export function useConnectList(): {
  items: ConnectListItem[]
  choose(item: ConnectListItem): void
} {
  const client = useLatchClient()
  const connectors = useStore(client.stores.connectors, (state) => state.connectors)
  const recentWallets = useStore(client.stores.connection, (state) => state.recentWallets)
  const connected = useStore(client.stores.connection, (state) => state.status === 'connected')
  const catalogue = useStore(client.stores.wallets, selectCatalogue)
  const namespace = useStore(client.stores.connectors, (state) => state.filterByNamespace)
  const items = useMemo(
    () =>
      buildConnectList({
        connectors,
        recentWallets,
        catalogue,
        options: client.options,
        isMobile: isMobile(),
        connected,
        namespace,
      }),
    [client, connectors, recentWallets, connected, catalogue, namespace],
  )
  const choose = useCallback(
    (item: ConnectListItem) => {
      // Spec §3, §9: nothing connects while the terms checkbox waits to be ticked.
      const { legalAccepted } = client.stores.modal.getState()
      if (getLegalGate({ options: client.options, legalAccepted }).blocked) return
      if (item.kind === 'connector') {
        void client.connect(item.connector)
        return
      }
      // On a phone, a wallet app is reached through WalletConnect: its view lists the deep links.
      if (isMobile() && item.wallet.mobileLink && client.hasWalletConnect()) {
        void client.connectWalletConnect({ wallet: item.wallet })
        return
      }
      const url = item.wallet.homepage ?? item.wallet.webappLink
      if (url?.startsWith('https://')) window.open(url, '_blank', 'noopener,noreferrer')
    },
    [client],
  )
  return { items, choose }
}
