import { goBack } from '../../flows/modal.js'
import { submitTransaction } from '../transactions/submitTransaction.js'
import { failSwapAction, type SwapSession } from './swapSession.js'
import { initialSwapForm } from './swapState.js'
import { SwapTransactionMessages } from './swapTransactionMessages.js'

/**
 * "Swap": sends the swap transaction the review simulated (`submitTransaction`: 'Signature
 * declined' handling, pending tracking, the 'Swapped {amount} {SELL} for {BUY}' toast with an
 * explorer link once mined, balance refresh). Once the network accepted it the form is emptied
 * (the native currency to sell again) and the modal goes back to Account. Does nothing unless
 * `canSwap`. Never rejects: a declined signature sets `actionError: 'signatureDeclined'` and keeps
 * the review; another failure sets `swapFailed`.
 */
export async function submitSwap(session: SwapSession): Promise<void> {
  const { store, context, swapTransaction } = session
  const { quote, canSwap } = store.getState()
  if (!canSwap || !swapTransaction || !quote) return
  const turn = session.formTurn
  session.update({ pending: 'swap', actionError: undefined })
  try {
    await submitTransaction(context, {
      transaction: swapTransaction,
      description: SwapTransactionMessages.swapped(quote),
    })
  } catch (error) {
    if (!turn.isCurrent()) return
    failSwapAction(session, error, 'swapFailed')
    return
  }
  if (!turn.isCurrent()) return
  session.forms.cancel()
  session.previews.cancel()
  session.swapTransaction = undefined
  session.update({ ...initialSwapForm(), sellToken: store.getState().tokens[0] })
  if (context.stores.router.getState().view === 'Swap') goBack(context)
}
