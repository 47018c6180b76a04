import { ActionStatus } from '../../components/ActionStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/** Waiting for the wallet to accept; on refusal, the reason and "Try again". */
export default function ConnectingExternalView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { connector, error, pending } = useRouter().data
  if (!connector) return null
  return (
    <ActionStatus
      name={connector.name}
      imageUrl={connector.imageUrl}
      error={error && t(error.key, error.values)}
      pending={pending}
      pendingLabel={t('button.connecting')}
      onRetry={() => void client.connect(connector)}
    >
      <p>
        <strong>{t('connecting.continueIn', { name: connector.name })}</strong>
      </p>
      <p className="latch-muted">{t('connecting.accept')}</p>
    </ActionStatus>
  )
}
