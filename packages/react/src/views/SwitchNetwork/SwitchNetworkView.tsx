import { ActionStatus } from '../../components/ActionStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { messages } from '../../messages/en.js'

/** SwitchNetwork (spec §2, §4): waiting for the wallet to switch; on failure, why and a retry. */
export default function SwitchNetworkView() {
  const client = useLatchClient()
  const { network, error, pending } = useRouter().data
  if (!network) return null
  return (
    <ActionStatus
      name={network.name}
      imageUrl={network.assets?.imageUrl}
      error={error}
      pending={pending}
      pendingLabel={messages.switchNetwork}
      onRetry={() => void client.selectNetwork(network)}
    >
      <p className="latch-muted">{messages.approveSwitch(network.name)}</p>
    </ActionStatus>
  )
}
