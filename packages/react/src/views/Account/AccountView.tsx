import { formatBalance } from '@latch/core'
import { isSafeImageUrl, stripInvisible, truncateAddress } from '@latch/core/internal'
import { useStore } from 'zustand'
import { CopyIcon } from '../../components/Icons.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import css from './account.css?inline'
import { PasskeyRecovery } from './PasskeyRecovery.js'
import { WalletFeatureButtons } from './WalletFeatureButtons.js'

// The Account view's own CSS comes with its chunk, not in the startup stylesheet.
const getAccountStyleSheet = lazyStyleSheet(css)

/**
 * Account: the account's name (ENS) when it has one, above its
 * truncated address with "Copy address"; its avatar (else the wallet's icon); the embedded
 * wallet's login (its email, else a social login's username); the balance; the wallet feature
 * buttons (Buy, Swap, Receive, Send); "Add a passkey" and who can recover the embedded wallet
 * (`PasskeyRecovery`); the embedded wallet's account type and its switch (`AccountTypeSwitch`);
 * the network button; "Disconnect"; the Tokens / NFTs / Activity tabs.
 */
export default function AccountView() {
  const client = useLatchClient()
  const styleRef = useAdoptedStyleSheet(getAccountStyleSheet)
  const { t, locale } = useViewMessages()
  const { address, balance, balanceSymbol, walletInfo } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const profileName = useStore(
    client.stores.chain,
    (state) => state.chains[state.activeNamespace]?.accountState.profileName,
  )
  const profileImage = useStore(
    client.stores.chain,
    (state) => state.chains[state.activeNamespace]?.accountState.profileImage,
  )
  // The embedded wallet's login: its email, else a social login's username (X gives no email).
  const userLabel = useStore(client.stores.chain, (state) => {
    const user = state.chains[state.activeNamespace]?.accountState.user
    return user?.email ?? user?.username
  })
  if (!address) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      client.showToast({ message: { key: 'toast.addressCopied' }, variant: 'success' })
    } catch {
      client.showToast({ message: { key: 'toast.copyFailed' }, variant: 'error' })
    }
  }
  const disconnect = () => client.disconnect().catch(() => undefined)
  return (
    <div className="latch-account" ref={styleRef}>
      {isSafeImageUrl(profileImage) ? (
        <img
          className="latch-avatar"
          src={profileImage}
          alt=""
          width={64}
          height={64}
          referrerPolicy="no-referrer"
        />
      ) : (
        <WalletImage name={walletInfo?.name ?? address} url={walletInfo?.icon} large />
      )}
      {profileName ? <p className="latch-profile-name">{stripInvisible(profileName)}</p> : null}
      <div className="latch-address-row" data-secondary={profileName ? '' : undefined}>
        <span title={address}>{truncateAddress(address)}</span>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('account.copyAddress')}
          onClick={copy}
        >
          <CopyIcon />
        </button>
      </div>
      {userLabel ? (
        <p className="latch-muted latch-user-email">{stripInvisible(userLabel)}</p>
      ) : null}
      <p className="latch-balance">
        <span className="visually-hidden">{t('account.balance')}: </span>
        {balance === undefined
          ? '—'
          : `${formatBalance(balance, undefined, locale)} ${balanceSymbol ?? ''}`}
      </p>
      <WalletFeatureButtons />
      <PasskeyRecovery />
      <AccountTypeSwitch />
      <div className="latch-actions">
        {/* With `enableNetworkSwitch: false` the network is shown, not offered for switching. */}
        <button
          type="button"
          className="latch-row"
          disabled={!client.options.enableNetworkSwitch}
          onClick={() => client.push('Networks')}
        >
          <span className="latch-network-dot" aria-hidden="true">
            {(caipNetwork?.name ?? '?')[0]}
          </span>
          <span className="latch-row-name">{caipNetwork?.name ?? t('error.unknownNetwork')}</span>
        </button>
        <button type="button" className="latch-row latch-button-danger" onClick={disconnect}>
          <span className="latch-row-name">{t('account.disconnect')}</span>
        </button>
      </div>
      <AccountTabs />
    </div>
  )
}
