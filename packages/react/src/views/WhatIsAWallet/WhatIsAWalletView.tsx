import { useLatchClient } from '../../hooks/LatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * "What is a Wallet?" (`enableWalletGuide`, from the Connect view's "New to wallets?"): what a
 * wallet is in a few plain sentences, and "Get a Wallet", which opens the wallet catalogue (All
 * Wallets).
 */
export default function WhatIsAWalletView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  return (
    <div className="latch-center">
      <p>{t('whatIsAWallet.home')}</p>
      <p className="latch-muted">{t('whatIsAWallet.login')}</p>
      <p className="latch-muted">{t('whatIsAWallet.keys')}</p>
      <button
        type="button"
        className="latch-button latch-button-accent"
        onClick={() => client.push('AllWallets')}
      >
        {t('whatIsAWallet.getWallet')}
      </button>
    </div>
  )
}
