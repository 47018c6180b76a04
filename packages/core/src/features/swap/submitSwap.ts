import { goBack } from '../../flows/modal.js'
import { submitCalls } from '../transactions/submitCalls.js'
import { submitTransaction } from '../transactions/submitTransaction.js'
import { forgetBatching } from './canBatchApproval.js'
import { failSwapAction, type SwapSession } from './swapSession.js'
import { initialSwapForm } from './swapState.js'
import { SwapTransactionMessages } from './swapTransactionMessages.js'

/**
 * "Swap": sends what the review simulated and checked: the swap transaction (`submitTransaction`),
 * or with `approvalInBatch` [approval, swap] as one atomic EIP-5792 batch (`submitCalls`: one
 * prompt). Either way: 'Signature declined' handling, pending tracking, the 'Swapped {amount}
 * {SELL} for {BUY}' toast with an explorer link once mined, balance refresh (both tokens named as
 * `forceUpdate`). Once the wallet accepted it the form is emptied (the native currency to sell
 * again) and the modal goes back to Account. Does nothing unless `canSwap`. Never rejects: a declined signature sets `actionError:
 * 'signatureDeclined'` and keeps the review; another failure sets `swapFailed`; a wallet that
 * refuses the batch as not atomic (EIP-5792 5760) or its capability (5700) is not asked to batch
 * again: the form goes back to the two steps ("Approve {SYMBOL}" first).
 */
export async function submitSwap(session: SwapSession): Promise<void> {
  const { store, context, swapTransaction, approveTransaction, caipNetwork } = session
  const { quote, canSwap, approvalInBatch } = store.getState()
  if (!canSwap || !swapTransaction || !quote) return
  if (approvalInBatch && !approveTransaction) return
  const turn = session.formTurn
  session.update({ pending: 'swap', actionError: undefined })
  const description = SwapTransactionMessages.swapped(quote)
  // The sold and bought tokens: the balance refresh names them as `forceUpdate`.
  const moved = [quote.from.address, quote.to.address]
  try {
    if (approvalInBatch && approveTransaction) {
      const calls = [approveTransaction, swapTransaction] as const
      await submitCalls(context, { calls, description, moved })
    } else {
      await submitTransaction(context, { transaction: swapTransaction, description, moved })
    }
  } catch (error) {
    if (!turn.isCurrent()) return
    failSwapAction(session, error, 'swapFailed')
    if (approvalInBatch && caipNetwork && isAtomicityRefused(error)) {
      forgetBatching(session, caipNetwork)
      session.update({ approvalInBatch: false, needsApproval: true, step: 'form' })
    }
    return
  }
  if (!turn.isCurrent()) return
  session.forms.cancel()
  session.previews.cancel()
  session.swapTransaction = undefined
  session.approveTransaction = undefined
  session.update({ ...initialSwapForm(), sellToken: store.getState().tokens[0] })
  if (context.stores.router.getState().view === 'Swap') goBack(context)
}

/** EIP-5792 5760 (atomicity not supported) or 5700 (unsupported capability), on `error` or a cause. */
function isAtomicityRefused(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; depth++) {
    const { code } = cause as { code?: unknown }
    if (code === 5760 || code === 5700) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
