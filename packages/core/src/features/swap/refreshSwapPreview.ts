import { previewTransactions } from '../transactions/previewTransactions.js'
import { checkSwapOutcome } from './checkSwapOutcome.js'
import type { SwapSession } from './swapSession.js'
import { balanceOf } from './validateSwapForm.js'

/**
 * Builds the quote's transactions, [approval, swap] while an approval is needed (`needsApproval` or
 * `approvalInBatch`) else [swap], and previews them (`previewTransactions`: the first one's network
 * fee, none for a batch; the simulated balance changes of all, before any signature), then checks them against the quote (`checkSwapOutcome`; a failure
 * sets `swapCheck`, which keeps "Approve" and "Swap" off, also when no simulation could be run).
 * The swap transaction (and, to batch, the approval) is kept for "Swap" only when it passed, so
 * what is sent is what was simulated and checked. Selling the native currency, an amount that leaves too little for the fee is
 * 'Insufficient balance'. A newer preview or form change drops this one's answer. Never rejects: a failure
 * to build or preview sets `previewStatus: 'error'`.
 */
export async function refreshSwapPreview(session: SwapSession): Promise<void> {
  const { source, caipNetwork, userAddress, store, context } = session
  const { quote, needsApproval, approvalInBatch } = store.getState()
  const turn = session.previews.begin()
  session.swapTransaction = undefined
  session.approveTransaction = undefined
  if (!source || !caipNetwork || !userAddress || !quote) return
  session.update({ preview: undefined, previewStatus: 'loading', swapCheck: undefined })
  try {
    const parameters = { caipNetwork, userAddress, quote }
    const [approve, swap] = await Promise.all([
      needsApproval || approvalInBatch ? source.buildApprove(parameters) : undefined,
      source.buildSwap(parameters),
    ])
    // A batch's fee is the wallet's to tell; the swap's alone cannot be estimated before approval.
    const preview = await previewTransactions(context, {
      transactions: approve ? [approve, swap] : [swap],
      estimateFee: !approvalInBatch,
    })
    if (!turn.isCurrent()) return
    // Selling the native currency: the amount and the network fee must both fit (a simulation
    // charges no gas, so it would not say).
    const { sellToken } = store.getState()
    const balance = sellToken && !quote.from.address ? balanceOf(sellToken) : undefined
    if (
      balance !== undefined &&
      preview.fee !== undefined &&
      quote.fromAmount + preview.fee > balance
    ) {
      session.update({
        preview,
        previewStatus: 'ready',
        step: 'form',
        formError: 'insufficientBalance',
      })
      return
    }
    // Whoever built them (a hosted API too), they must do what the quote says, as simulated.
    const swapCheck = checkSwapOutcome({ quote, swap, approve, simulation: preview.simulation })
    if (swapCheck !== undefined) {
      context.logger.warn(`The swap does not do what its quote says (${swapCheck}); not sending it`)
      session.update({ preview, previewStatus: 'ready', swapCheck })
      return
    }
    session.swapTransaction = swap
    if (approvalInBatch) session.approveTransaction = approve
    session.update({ preview, previewStatus: 'ready' })
  } catch (error) {
    if (!turn.isCurrent()) return
    context.logger.warn('Could not prepare the swap', error)
    session.update({ previewStatus: 'error' })
  }
}
