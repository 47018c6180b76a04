import { useState } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * SIWXSignMessage, "Sign In": asks the user to prove they own the account by signing
 * a CAIP-122 message. "Sign" signs in; "Cancel" disconnects when sign-in is required, else closes.
 */
export default function SIWXSignMessageView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { walletInfo } = useLatchAccount()
  const [pending, setPending] = useState(false)
  const app = client.options.metadata?.name ?? t('siwx.thisApp')
  const sign = async () => {
    setPending(true)
    await client.signIn()
    setPending(false)
  }
  return (
    <div className="latch-center">
      <WalletImage name={walletInfo?.name ?? app} url={walletInfo?.icon} large />
      <p>
        <strong>{t('siwx.title', { app })}</strong>
      </p>
      <p className="latch-muted">{t('siwx.explanation')}</p>
      <div className="latch-button-row">
        <button type="button" className="latch-button" onClick={() => void client.cancelSignIn()}>
          {t('siwx.cancel')}
        </button>
        <button
          type="button"
          className="latch-button latch-button-accent"
          aria-busy={pending}
          disabled={pending}
          onClick={() => void sign()}
        >
          {pending ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
