import { formatBalance } from '@latch/core'
import { truncateAddress } from '@latch/core/internal'
import { CopyIcon } from '../../components/Icons.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { messages } from '../../messages/en.js'

/** Account (spec §2): address with "Copy address", balance, the network button, "Disconnect". */
export default function AccountView() {
  const client = useLatchClient()
  const { address, balance, balanceSymbol, walletInfo } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  if (!address) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      client.showToast({ message: messages.addressCopied, variant: 'success' })
    } catch {
      client.showToast({ message: messages.copyFailed, variant: 'error' })
    }
  }
  const disconnect = () => client.disconnect().catch(() => undefined)
  return (
    <div className="latch-account">
      <WalletImage name={walletInfo?.name ?? address} url={walletInfo?.icon} large />
      <div className="latch-address-row">
        <span title={address}>{truncateAddress(address)}</span>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={messages.copyAddress}
          onClick={copy}
        >
          <CopyIcon />
        </button>
      </div>
      <p className="latch-balance">
        <span className="visually-hidden">{messages.balance}: </span>
        {balance === undefined ? '—' : `${formatBalance(balance)} ${balanceSymbol ?? ''}`}
      </p>
      <div className="latch-actions">
        <button type="button" className="latch-row" onClick={() => client.push('Networks')}>
          <span className="latch-network-dot" aria-hidden="true">
            {(caipNetwork?.name ?? '?')[0]}
          </span>
          <span className="latch-row-name">{caipNetwork?.name ?? messages.unknownNetwork}</span>
        </button>
        <button type="button" className="latch-row latch-button-danger" onClick={disconnect}>
          <span className="latch-row-name">{messages.disconnect}</span>
        </button>
      </div>
    </div>
  )
}
