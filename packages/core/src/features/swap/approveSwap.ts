import { TRANSACTION_WAIT_MS } from '../../featureConstants.js'
import { submitTransaction } from '../transactions/submitTransaction.js'
import { refreshSwapPreview } from './refreshSwapPreview.js'
import { failSwapAction, type SwapSession } from './swapSession.js'
import { SwapTransactionMessages } from './swapTransactionMessages.js'

/**
 * "Approve {SYMBOL}": sends the source's approval of the quote's amount (`submitTransaction`:
 * 'Signature declined' handling, pending tracking, the 'Approved {SYMBOL}' toast), waits for it to
 * be mined (the adapter's `waitForTransaction`), then reads the allowance again and, once it covers
 * the amount, previews the swap alone. Does nothing unless `canApprove`. Never rejects: a declined
 * signature sets `actionError: 'signatureDeclined'`, anything else (a revert too) `approveFailed`;
 * the form is kept either way.
 */
export async function approveSwap(session: SwapSession): Promise<void> {
  const { source, caipNetwork, userAddress, store, context } = session
  const { quote, canApprove } = store.getState()
  if (!canApprove || !source || !caipNetwork || !userAddress || !quote) return
  const turn = session.formTurn
  session.update({ pending: 'approve', actionError: undefined })
  try {
    const transaction = await source.buildApprove({ caipNetwork, userAddress, quote })
    const hash = await submitTransaction(context, {
      transaction,
      description: SwapTransactionMessages.approved(quote.from.symbol),
    })
    const adapter = context.adapters.get(caipNetwork.chainNamespace)
    const receipt = await adapter?.waitForTransaction?.({
      caipNetwork,
      hash,
      timeout: TRANSACTION_WAIT_MS,
    })
    if (receipt?.status === 'reverted') throw new Error(`Approval ${hash} reverted`)
    const allowance = await source.getAllowance({ caipNetwork, userAddress, token: quote.from })
    if (!turn.isCurrent()) return
    session.update({
      pending: undefined,
      needsApproval: allowance !== undefined && allowance < quote.fromAmount,
    })
  } catch (error) {
    if (!turn.isCurrent()) return
    failSwapAction(session, error, 'approveFailed')
    return
  }
  await refreshSwapPreview(session)
}
