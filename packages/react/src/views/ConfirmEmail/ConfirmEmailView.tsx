import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * Confirm Email: says where the code went; the secure frame shows below
 * (`AuthFrameSlot`) with its own `textbox` "One-time code" and `button` "Resend code". The code is
 * typed inside the frame, never in the host page, so neither Latch's page nor the site can read it
 * and log in as the user. Leaving the view abandons the login.
 */
export default function ConfirmEmailView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const email = useStore(client.stores.router, (state) => state.data.email) ?? ''
  return <p className="latch-muted">{t('confirmEmail.codeSent', { email })}</p>
}
