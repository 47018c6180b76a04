import { getLegalGate } from '@latch/core/internal'
import { useEffect } from 'react'
import { KeyIcon } from '../../components/Icons.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The Connect view's passkey login: `button` "Continue with a passkey", which opens
 * ConnectingPasskey ("Passkey"), where the secure frame's own "Use a passkey" starts the browser's
 * prompt (the prompt needs a click inside the frame). Its chunk loads only when passkeys may be on;
 * the Connect view shows it inside the email (else social) block once the secure frame said it
 * offers passkeys, and its button once the embedded wallet's chunk (the passkey flow) is here too.
 * Nothing happens while the terms checkbox waits to be ticked (`getLegalGate`); `disabled` (that
 * checkbox not ticked, `features.legalCheckbox`) disables the button.
 */
export default function PasskeyLogin({ disabled = false }: { disabled?: boolean }) {
  const client = useLatchClient()
  const { t } = useMessages()
  const { api } = useFeature(client.embeddedWalletFeature)
  // The button shows: its view is likely next, so its code is warmed (the same chunk the router
  // loads on push).
  useEffect(() => {
    import('../ConnectingPasskey/ConnectingPasskeyView.js').catch(() => undefined)
  }, [])
  if (!api) return null
  const connect = () => {
    const { legalAccepted } = client.stores.modal.getState()
    if (getLegalGate({ options: client.options, legalAccepted }).blocked) return
    api.connectPasskey()
  }
  return (
    <button type="button" className="latch-button" disabled={disabled} onClick={connect}>
      <KeyIcon />
      {t('passkey.continue')}
    </button>
  )
}
