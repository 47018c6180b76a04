import { getClientContext } from '@latch/core/internal'
import { FrameFlowStatus } from '../../components/FrameFlowStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * Add a passkey (dialog "Add a passkey"): the secure frame shows below (`AuthFrameSlot`) with its
 * own `button` "Create a passkey", then "Confirm passkey" when the passkey can protect the wallet's
 * recovery (the browser's prompts need those clicks inside the frame); while the frame is hidden,
 * a progress indicator "Loading". Core goes back to Account
 * once the passkey is added ("Passkey added") or the prompt cancelled. On failure, the reason
 * (`role="alert"`) and "Try again", which starts again.
 */
export default function AddPasskeyView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { error } = useRouter().data
  return (
    <FrameFlowStatus
      error={error && t(error.key, error.values)}
      pendingLabel={t('dialog.loading')}
      onRetry={() =>
        void getClientContext(client).features.get(client.embeddedWalletFeature)?.addPasskey()
      }
    />
  )
}
