import { formatBalance } from '@latch/core'
import { isSafeImageUrl, stripInvisible, truncateAddress } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import css from './accountLabel.css?inline'

const getSheet = lazyStyleSheet(css)

/**
 * The connected account's label inside the page buttons: the wallet's icon, the balance (3 decimals
 * and symbol) and the truncated address, or the account's name (ENS) on screen with the truncated
 * address kept in the button's accessible name. Loaded once an account exists; the icon's and the
 * hidden address's styles are its own stylesheet, adopted into the button's root.
 *
 * @returns The label's elements, or `null` while disconnected.
 */
export function AccountLabel() {
  const styleRef = useAdoptedStyleSheet(getSheet)
  const client = useLatchClient()
  const { address, balance, balanceSymbol, walletInfo } = useLatchAccount()
  // The account's name (ENS) replaces the address on screen; the address stays in the name.
  const profileName = useStore(
    client.stores.chain,
    (state) => state.chains[state.activeNamespace]?.accountState.profileName,
  )
  if (!address) return null
  return (
    <>
      {isSafeImageUrl(walletInfo?.icon) ? (
        <img ref={styleRef} src={walletInfo.icon} alt="" referrerPolicy="no-referrer" />
      ) : null}
      {balance === undefined ? null : (
        <span>
          {formatBalance(balance)} {balanceSymbol}
        </span>
      )}
      {profileName ? (
        <>
          <span className="latch-page-button-address">{stripInvisible(profileName)}</span>
          <span ref={styleRef} className="latch-page-button-hidden">
            {truncateAddress(address)}
          </span>
        </>
      ) : (
        <span className="latch-page-button-address">{truncateAddress(address)}</span>
      )}
    </>
  )
}
