import { afterModalOpening, afterNextPaint } from '../../client/afterNextPaint.js'
import type { LatchContext } from '../../client/context.js'
import type { FeatureDefinition } from '../../client/defineFeature.js'
import { isConnected } from '../../flows/modal.js'
import { leaveWalletConnectView } from './connectionState.js'
import type { WalletConnectFeatureApi } from './featureTypes.js'

/**
 * The WalletConnect side of the modal's life: when the modal opens and nothing is
 * connected, restoring or live, the WalletConnect feature loads and prepares the pairing URI (see
 * its `prepare`); when the user leaves ConnectingWalletConnectBasic (Back, another view), a picked
 * attempt leaves 'connecting' and forgets its wallet; when the modal closes, the attempt is
 * abandoned. With `manualWCControl` nothing starts on open: the integrator calls
 * `connectWalletConnect()`. It watches the modal store, so the modal primitives import no feature
 * flow.
 *
 * @param feature - The WalletConnect feature, loaded on open.
 * @returns Stops watching.
 */
export function watchModalForWalletConnect(
  context: LatchContext,
  feature: FeatureDefinition<WalletConnectFeatureApi>,
): () => void {
  const unsubscribeRouter = context.stores.router.subscribe((state, previous) => {
    if (previous.view === 'ConnectingWalletConnectBasic' && state.view !== previous.view)
      leaveWalletConnectView(context)
  })
  const unsubscribeModal = context.stores.modal.subscribe((state, previous) => {
    if (state.open === previous.open) return
    if (!state.open) {
      // Not loaded: no attempt runs; a pick made while it loads is released.
      const loaded = context.features.get(feature)
      if (loaded) loaded.abandon()
      else leaveWalletConnectView(context)
      return
    }
    const restoring = context.stores.connection.getState().status === 'connecting'
    // Never while a stored session is being restored, nor over a live one: connect() would end it.
    if (context.options.manualWCControl || isConnected(context) || restoring) return
    const prepare = () => {
      if (!context.stores.modal.getState().open) return
      void context.features.load(feature).then((api) => api?.prepare())
    }
    // Opened on the QR code: right after the modal's first frame (starting the chunk's load costs
    // the click's task). Otherwise once the opening animation has run: the keys and the relay
    // socket cost main-thread time that would make it stutter, and with the code fetched ahead
    // (the modal's idle prefetch) the pairing is still made before a quick pick of WalletConnect.
    if (context.stores.router.getState().view === 'ConnectingWalletConnectBasic')
      afterNextPaint(prepare)
    else afterModalOpening(prepare)
  })
  return () => {
    unsubscribeRouter()
    unsubscribeModal()
  }
}
