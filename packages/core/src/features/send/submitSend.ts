import { ErrorMessages } from '../../errors/messages.js'
import { goBack } from '../../flows/modal.js'
import { formatAmount } from '../../format/formatAmount.js'
import type { Message } from '../../state/types.js'
import { submitTransaction } from '../transactions/submitTransaction.js'
import { getSendAccount, type SendSession } from './sendSession.js'
import { initialSendState } from './sendState.js'

/**
 * "Send": asks the wallet to send the reviewed transfer (`submitTransaction`: pending tracking,
 * the 'Sent {amount} {symbol}' toast with an explorer link once mined, balance refresh naming the
 * sent token as `forceUpdate`). On
 * success the form resets and the modal goes back to Account; on rejection 'Signature declined'
 * shows and the review stays. An account or network changed since the review goes back to the
 * form; a simulation that reverted sends nothing.
 * @returns Whether the wallet sent it. Never rejects.
 */
export async function submitSend(session: SendSession): Promise<boolean> {
  const { context, store } = session
  const { review, status } = store.getState()
  const account = getSendAccount(context)
  if (!review || status !== 'idle') return false
  // The account or network changed since the review: review again.
  if (
    account?.address !== review.transaction.from ||
    account.caipNetwork.caipNetworkId !== review.transaction.caipNetwork.caipNetworkId
  ) {
    store.setState({ step: 'form', review: undefined })
    return false
  }
  if (review.preview.simulation.status === 'reverted') return false
  const turn = session.runs.begin()
  store.setState({ status: 'sending', error: undefined })
  const amount = formatAmount(review.value, review.token.decimals, {
    maxFractionDigits: review.token.decimals,
  })
  try {
    await submitTransaction(context, {
      transaction: review.transaction,
      description: { key: 'toast.sent', values: { amount, symbol: review.token.symbol } },
      moved: [review.token.address],
    })
  } catch (error) {
    const message: Message =
      error instanceof Error && error.message === ErrorMessages.signatureDeclined
        ? { key: 'error.signatureDeclined' }
        : { key: 'error.unknownError' }
    if (turn.isCurrent()) store.setState({ status: 'idle', error: message })
    return false
  }
  if (turn.isCurrent()) {
    store.setState(initialSendState, true)
    if (context.stores.router.getState().view === 'Send') goBack(context)
  }
  return true
}
