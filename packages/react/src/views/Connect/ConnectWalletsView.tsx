import { getConnectLayout } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { LegalTextPart } from './ConnectView.js'
import { WalletOptions } from './WalletOptions.js'

/**
 * ConnectWallets ("Connect Wallet"): the wallet options alone, behind the Connect view's "Continue
 * with a wallet" when `features.collapseWallets` or `features.emailShowWallets: false` collapse them
 * beside email login (as AppKit). The terms checkbox, when on, is here too and gates them. It is
 * part of the Connect chunk: a lazy chunk of its own would split the wallet list it shares with
 * Connect into a third chunk at startup (+0.9 kB gzip measured).
 */
export function ConnectWalletsView() {
  const client = useLatchClient()
  const legalAccepted = useStore(client.stores.modal, (state) => state.legalAccepted)
  const layout = getConnectLayout({ options: client.options, emailShown: false, legalAccepted })
  return (
    <div className="latch-actions">
      {layout.legal === 'checkbox' ? <LegalTextPart kind="checkbox" /> : null}
      <WalletOptions allWallets={layout.allWallets} disabled={layout.connectBlocked} />
      {layout.legal === 'footer' ? <LegalTextPart kind="footer" /> : null}
    </div>
  )
}
