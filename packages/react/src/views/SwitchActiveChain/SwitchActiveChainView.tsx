import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * SwitchActiveChain (dialog "Switch Chain"): the picked network belongs to a namespace
 * the connected wallet does not serve. Its button opens Connect narrowed to that namespace.
 */
export default function SwitchActiveChainView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { network } = useRouter().data
  if (!network) return null
  return (
    <div className="latch-actions">
      <p className="latch-muted">{t('switchChain.explanation', { name: network.name })}</p>
      <button
        type="button"
        className="latch-button latch-button-accent"
        onClick={() => client.connectForNetwork(network)}
      >
        {t('switchChain.connectWallet')}
      </button>
    </div>
  )
}
