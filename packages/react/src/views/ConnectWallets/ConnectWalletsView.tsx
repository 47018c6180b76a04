import { getConnectLayout } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { LegalText } from '../Connect/LegalText.js'
import { WalletOptions } from '../Connect/WalletOptions.js'

/**
 * ConnectWallets ("Connect Wallet"): the wallet options alone, behind the Connect view's "Continue
 * with a wallet" when `features.collapseWallets` or `features.emailShowWallets: false` collapse them
 * beside email login (as AppKit). The terms checkbox, when on, is here too and gates them.
 */
export default function ConnectWalletsView() {
  const client = useLatchClient()
  const legalAccepted = useStore(client.stores.modal, (state) => state.legalAccepted)
  const layout = getConnectLayout({ options: client.options, emailShown: false, legalAccepted })
  return (
    <div className="latch-actions">
      {layout.legal === 'checkbox' ? <LegalText kind="checkbox" /> : null}
      <WalletOptions allWallets={layout.allWallets} disabled={layout.connectBlocked} />
      {layout.legal === 'footer' ? <LegalText kind="footer" /> : null}
    </div>
  )
}
