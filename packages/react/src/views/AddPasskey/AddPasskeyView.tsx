import { addPasskey, getClientContext } from '@latch/core/internal'
import { RetryAlert } from '../../components/RetryAlert.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * Add a passkey (dialog "Add a passkey"): the secure frame shows below (`AuthFrameSlot`) with its
 * own `button` "Create a passkey", then "Confirm passkey" when the passkey can protect the wallet's
 * recovery (the browser's prompts need those clicks inside the frame). Core goes back to Account
 * once the passkey is added ("Passkey added") or the prompt cancelled. On failure, the reason
 * (`role="alert"`) and "Try again", which starts again.
 */
export default function AddPasskeyView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { error } = useRouter().data
  if (!error) return null
  return (
    <RetryAlert
      message={t(error.key, error.values)}
      ready
      onRetry={() => void addPasskey(getClientContext(client), client.embeddedWalletFeature)}
    />
  )
}
