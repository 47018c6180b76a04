import { ActionStatus } from '../../components/ActionStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { showErrorToast } from '../showErrorToast.js'

/** SwitchNetwork: waiting for the wallet to switch; on failure, why and a retry. */
export default function SwitchNetworkView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { network, error, pending } = useRouter().data
  if (!network) return null
  return (
    <ActionStatus
      name={network.name}
      imageUrl={network.assets?.imageUrl}
      error={error && t(error.key, error.values)}
      pending={pending}
      pendingLabel={t('title.switchNetwork')}
      onRetry={() => client.selectNetwork(network).catch((error) => showErrorToast(client, error))}
    >
      <p className="latch-muted">{t('switchNetwork.approve', { name: network.name })}</p>
    </ActionStatus>
  )
}
