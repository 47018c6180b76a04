import type { SwapController } from '@latch/core/internal'
import { useStore } from 'zustand'
import { TransactionPreview } from '../../components/TransactionPreview.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { SwapActions } from './SwapActions.js'
import { SwapQuoteSummary } from './SwapQuoteSummary.js'

/**
 * The Swap review: what is sold and received, the transaction preview (network fee, simulated
 * balance changes; "This transaction would fail" blocks "Swap"), "Approve {SYMBOL}" while needed,
 * "Edit" back to the form and `button` "Swap".
 */
export function SwapReview({ controller }: { controller: SwapController }) {
  const state = useStore(controller.store)
  const { t } = useViewMessages()
  return (
    <div className="latch-form">
      <SwapQuoteSummary state={state} review />
      {state.previewStatus === 'error' ? (
        <p className="latch-error-text" role="alert">
          {t('swap.previewFailed')}
        </p>
      ) : (
        <TransactionPreview preview={state.previewStatus === 'ready' ? state.preview : undefined} />
      )}
      <SwapActions controller={controller} state={state} />
      <div className="latch-field-row">
        <button
          type="button"
          className="latch-button"
          disabled={state.pending !== undefined}
          onClick={() => controller.edit()}
        >
          {t('swap.edit')}
        </button>
        <button
          type="button"
          className="latch-button latch-button-accent"
          disabled={!state.canSwap}
          aria-busy={state.pending === 'swap'}
          onClick={() => void controller.swap()}
        >
          {t('swap.swap')}
        </button>
      </div>
    </div>
  )
}
