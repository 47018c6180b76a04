import { useLatchClient } from '../../hooks/LatchContext.js'
import { messages } from '../../messages/en.js'

/**
 * ConnectingWalletConnectBasic (spec §2), opened when there are no adapters or with manual
 * WalletConnect control. Until the WalletConnect session lands, it says so and offers the wallets
 * installed in this browser.
 */
export default function ConnectingWalletConnectBasicView() {
  const client = useLatchClient()
  return (
    <div className="latch-center">
      <p className="latch-muted">{messages.walletConnectUnavailable}</p>
      <button type="button" className="latch-button" onClick={() => client.push('Connect')}>
        {messages.connectWallet}
      </button>
    </div>
  )
}
