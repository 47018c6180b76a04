import { formatBalance, isSafeImageUrl, truncateAddress } from '@latch/core'
import { useLatch } from '../../hooks/useLatch.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { messages } from '../../messages/en.js'
import { usePageButtonStyles } from './usePageButtonStyles.js'

/**
 * The account button: the connected wallet's balance (3 decimals and symbol, spec §9) and its
 * truncated address (`0xf39F…2266`, DESIGN.md §4); opens the Account view.
 */
export function AccountButton() {
  usePageButtonStyles()
  const { open } = useLatch()
  const { address, balance, balanceSymbol, walletInfo } = useLatchAccount()
  if (!address) return null
  return (
    <button
      type="button"
      className="latch-page-button"
      data-variant="account"
      onClick={() => void open()}
    >
      {isSafeImageUrl(walletInfo?.icon) ? <img src={walletInfo.icon} alt="" /> : null}
      {balance === undefined ? null : (
        <span>
          {formatBalance(balance)} {balanceSymbol}
        </span>
      )}
      <span className="latch-page-button-address">{truncateAddress(address)}</span>
    </button>
  )
}

/**
 * "Connect Wallet" when nothing is connected (opens the modal on Connect), "Connecting…" while the
 * stored connection is being restored, and the {@link AccountButton} once connected.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label = messages.connectWallet }: { label?: string }) {
  usePageButtonStyles()
  const { open } = useLatch()
  const { isConnected, status } = useLatchAccount()
  if (isConnected) return <AccountButton />
  const connecting = status === 'connecting'
  return (
    <button
      type="button"
      className="latch-page-button"
      aria-busy={connecting}
      onClick={() => void open()}
    >
      {connecting ? messages.connecting : label}
    </button>
  )
}
