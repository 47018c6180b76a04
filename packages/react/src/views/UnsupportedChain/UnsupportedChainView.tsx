import { useStore } from 'zustand'
import { NetworkList } from '../../components/NetworkList.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { showErrorToast } from '../showErrorToast.js'

/** UnsupportedChain: the wallet is on a network the app did not request; pick one. */
export default function UnsupportedChainView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const networks = useStore(
    client.stores.chain,
    (state) => state.chains[state.activeNamespace]?.networkState.requestedCaipNetworks ?? [],
  )
  return (
    <div className="latch-actions">
      <p className="latch-muted">{t('unsupportedChain.explanation')}</p>
      <NetworkList
        networks={networks}
        activeCaipNetworkId={undefined}
        onSelect={(n) => client.selectNetwork(n).catch((error) => showErrorToast(client, error))}
      />
      <button
        type="button"
        className="latch-button latch-button-danger"
        onClick={() => client.disconnect().catch(() => undefined)}
      >
        {t('unsupportedChain.disconnect')}
      </button>
    </div>
  )
}
