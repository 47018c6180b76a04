import { ActionStatus } from '../../components/ActionStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { messages } from '../../messages/en.js'

/** Waiting for the wallet to accept; on refusal, the reason and "Try again". */
export default function ConnectingExternalView() {
  const client = useLatchClient()
  const { connector, error, pending } = useRouter().data
  if (!connector) return null
  return (
    <ActionStatus
      name={connector.name}
      imageUrl={connector.imageUrl}
      error={error}
      pending={pending}
      pendingLabel={messages.connecting}
      onRetry={() => void client.connect(connector)}
    >
      <p>
        <strong>{messages.continueInWallet(connector.name)}</strong>
      </p>
      <p className="latch-muted">{messages.acceptConnection}</p>
    </ActionStatus>
  )
}
