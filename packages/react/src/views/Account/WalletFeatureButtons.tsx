import type { View, WalletFeature } from '@latch/core'
import { getActiveWalletFeatures } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchContext } from '../../hooks/useLatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

const views: Record<WalletFeature, View> = {
  onramp: 'Buy',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
}

/**
 * The Account view's wallet feature `button`s "Buy", "Swap", "Receive", "Send", in
 * `features.walletFeaturesOrder` and only those core says are on for the account and network;
 * each opens its view.
 */
export function WalletFeatureButtons() {
  const client = useLatchClient()
  const context = useLatchContext()
  const { t } = useViewMessages()
  // The features follow the account, the network and the remote features.
  useStore(client.stores.chain)
  useStore(client.stores.wallets, (state) => state.remoteFeatures)
  const features = getActiveWalletFeatures(context)
  if (features.length === 0) return null
  return (
    <div className="latch-wallet-features">
      {features.map((feature) => (
        <button
          key={feature}
          type="button"
          className="latch-button"
          onClick={() => client.push(views[feature])}
        >
          {t(`account.feature.${feature}`)}
        </button>
      ))}
    </div>
  )
}
