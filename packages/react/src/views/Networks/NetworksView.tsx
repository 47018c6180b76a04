import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { NetworkList } from '../../components/NetworkList.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { showErrorToast } from '../showErrorToast.js'

/** Networks: the requested networks; picking one switches. */
export default function NetworksView() {
  const client = useLatchClient()
  const { caipNetworkId } = useLatchNetwork()
  const networks = useStore(
    client.stores.chain,
    useShallow((state) =>
      Object.values(state.chains).flatMap(
        (chain) => chain?.networkState.requestedCaipNetworks ?? [],
      ),
    ),
  )
  return (
    <NetworkList
      networks={networks}
      activeCaipNetworkId={caipNetworkId}
      onSelect={(network) =>
        client.selectNetwork(network).catch((error) => showErrorToast(client, error))
      }
    />
  )
}
