import { hostedDataFeature } from '../features/hostedData/index.js'
import { closeModal, goBack, openModal, pushView } from '../flows/modal.js'
import { showToast } from '../flows/toast.js'
import { afterModalOpening } from './afterNextPaint.js'
import type { LatchContext } from './context.js'
import type { LatchClientInternal } from './types.js'

type ModalMethods = Pick<
  LatchClientInternal,
  'open' | 'close' | 'goBack' | 'push' | 'isOpen' | 'showToast'
>

/** The client's modal and toast methods: each one of the modal flows on this context. */
export function modalMethods(context: LatchContext): ModalMethods {
  const { adapters, logger } = context
  return {
    open: (parameters) => {
      // The modal (and the WalletConnect pairing it prepares) first; the hosted data and the
      // adapters' runtimes, larger downloads needed only once a wallet is picked, once the modal
      // has shown and finished its opening animation (their chunks' loads cost main-thread time).
      const opened = openModal(context, parameters)
      afterModalOpening(() => {
        // What a click in the open modal runs (connect, switch network…), before it is clicked.
        void context.features.load(context.kernel.connectionFlows)
        void context.features.load(hostedDataFeature)
        // Only the runtimes of adapters with a wallet in this browser to pick: another adapter's
        // (e.g. Solana's with no Solana wallet installed) loads on its first use, not into the
        // heap of every open.
        for (const adapter of adapters.values()) {
          if (!adapter.getConnectors().some((connector) => connector.installed)) continue
          adapter
            .preload?.()
            .catch((error) =>
              logger.warn(`Preloading the ${adapter.namespace} adapter failed`, error),
            )
        }
      })
      return opened
    },
    close: () => {
      closeModal(context)
    },
    goBack: () => goBack(context),
    push: (view, data) => pushView(context, view, data),
    isOpen: () => context.stores.modal.getState().open,
    showToast: (parameters) => showToast(context, parameters),
  }
}
