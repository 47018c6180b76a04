import { FrameFlowStatus } from '../../components/FrameFlowStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * ConnectingPasskey (dialog "Passkey"): the secure frame shows below (`AuthFrameSlot`) with its own
 * `button` "Use a passkey", whose click opens the browser's passkey prompt (the prompt needs a
 * click inside the frame); while the frame is hidden (loading, or the wallet opening after the
 * passkey), a progress indicator "Connecting…". On failure, the reason (`role="alert"`: the wallet
 * needs its passkey on this device, the passkey is not registered here, …) and "Try again", which
 * starts the passkey login again. A cancelled prompt does not land here: core goes back to Connect.
 */
export default function ConnectingPasskeyView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { error } = useRouter().data
  const { api } = useFeature(client.embeddedWalletFeature)
  return (
    <FrameFlowStatus
      error={error && t(error.key, error.values)}
      pendingLabel={t('button.connecting')}
      ready={Boolean(api)}
      onRetry={() => api?.connectPasskey()}
    />
  )
}
