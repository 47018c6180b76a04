import { useState } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { messages } from '../../messages/en.js'

/**
 * SIWXSignMessage, "Sign In" (spec §2, §4): asks the user to prove they own the account by signing
 * a CAIP-122 message. "Sign" signs in; "Cancel" disconnects when sign-in is required, else closes.
 */
export default function SIWXSignMessageView() {
  const client = useLatchClient()
  const { walletInfo } = useLatchAccount()
  const [pending, setPending] = useState(false)
  const app = client.options.metadata?.name ?? messages.thisApp
  const sign = async () => {
    setPending(true)
    await client.signIn()
    setPending(false)
  }
  return (
    <div className="latch-center">
      <WalletImage name={walletInfo?.name ?? app} url={walletInfo?.icon} large />
      <p>
        <strong>{messages.signInTitle(app)}</strong>
      </p>
      <p className="latch-muted">{messages.signInExplanation}</p>
      <div className="latch-button-row">
        <button type="button" className="latch-button" onClick={() => void client.cancelSignIn()}>
          {messages.cancel}
        </button>
        <button
          type="button"
          className="latch-button latch-button-accent"
          aria-busy={pending}
          disabled={pending}
          onClick={() => void sign()}
        >
          {pending ? messages.signing : messages.sign}
        </button>
      </div>
    </div>
  )
}
