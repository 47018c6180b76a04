import { type SwapController, type SwapState, stripInvisible } from '@latch/core/internal'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * What both steps show under the quote: why the swap is blocked when its transaction does not do
 * what the quote says (`swapCheck`), the last action's error (`role="alert"`), what the wallet
 * is waiting for (`role="status"`), and "Approve {SYMBOL}" while the allowance is short.
 */
export function SwapActions({
  controller,
  state,
}: {
  controller: SwapController
  state: Pick<
    SwapState,
    'actionError' | 'pending' | 'needsApproval' | 'canApprove' | 'sellToken' | 'swapCheck'
  >
}) {
  const { t } = useViewMessages()
  const symbol = stripInvisible(state.sellToken?.symbol ?? '').slice(0, 16)
  return (
    <>
      {state.swapCheck ? (
        <p className="latch-error-text" role="alert">
          {t('swap.error.unverified')}
        </p>
      ) : null}
      {state.actionError ? (
        <p className="latch-error-text" role="alert">
          {t(`swap.error.${state.actionError}`)}
        </p>
      ) : null}
      {state.pending ? (
        <p className="latch-preview-status" role="status">
          {state.pending === 'approve' ? t('swap.approving', { symbol }) : t('swap.swapping')}
        </p>
      ) : null}
      {state.needsApproval ? (
        <>
          <p className="latch-preview-status">{t('swap.approvalNeeded', { symbol })}</p>
          <button
            type="button"
            className="latch-button latch-button-accent"
            disabled={!state.canApprove}
            aria-busy={state.pending === 'approve'}
            onClick={() => void controller.approve()}
          >
            {t('swap.approve', { symbol })}
          </button>
        </>
      ) : null}
    </>
  )
}
