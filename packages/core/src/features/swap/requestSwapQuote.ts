import type { LatestTurn } from '../../client/latest.js'
import { LatchError } from '../../errors/base.js'
import { NO_SWAP_ROUTE_MESSAGE } from '../../errors/swap.js'
import { formatDecimalUnits } from '../../format/units.js'
import { canBatchApproval } from './canBatchApproval.js'
import { quoteRate } from './quoteRate.js'
import { refreshSwapPreview } from './refreshSwapPreview.js'
import { cancelQuoteTimer, type SwapSession } from './swapSession.js'
import type { SwapQuote } from './types.js'
import { balanceOf, validateSwapForm } from './validateSwapForm.js'

/**
 * Checks the form at once and asks the quote of a valid one after `delay` ms (debounce:
 * 500 ms after typing, 0 after choosing a token), replacing any pending or running request: the
 * quote and the sold token's allowance together (when it is below the amount: `approvalInBatch`
 * when the wallet batches atomically, see `canBatchApproval`, else `needsApproval`), then the preview (network fee, simulation). An answer for an older form is dropped; the quote
 * is cleared meanwhile, so an older answer never shows.
 */
export function requestSwapQuote(session: SwapSession, delay: number): void {
  cancelQuoteTimer(session)
  const turn = session.forms.begin()
  session.formTurn = turn
  session.previews.cancel()
  session.swapTransaction = undefined
  session.approveTransaction = undefined
  const state = session.store.getState()
  const checked = validateSwapForm(state)
  const cleared = {
    formError: checked.error,
    quote: undefined,
    rate: undefined,
    quoteError: undefined,
    needsApproval: false,
    approvalInBatch: false,
    preview: undefined,
    previewStatus: 'idle',
    swapCheck: undefined,
    step: 'form',
    actionError: undefined,
  } as const
  if (checked.error !== undefined || state.status !== 'ready') {
    session.update({ ...cleared, quoteStatus: 'idle' })
    return
  }
  session.update({ ...cleared, quoteStatus: 'loading' })
  const run = () => void runQuote(session, checked.amount, turn)
  if (delay <= 0) {
    run()
    return
  }
  const { timers } = session.context
  const timer = setTimeout(() => {
    timers.delete(timer)
    session.quoteTimer = undefined
    run()
  }, delay)
  timers.add(timer)
  session.quoteTimer = timer
}

async function runQuote(session: SwapSession, amount: bigint, turn: LatestTurn): Promise<void> {
  const { source, caipNetwork, userAddress, store, context } = session
  const { sellToken: from, buyToken: to, slippage } = store.getState()
  if (!source || !caipNetwork || !userAddress || !from || !to) return
  let quote: SwapQuote
  let allowance: bigint | undefined
  let batch: boolean
  try {
    ;[quote, allowance, batch] = await Promise.all([
      source.getQuote({ caipNetwork, userAddress, from, to, amount, slippage }),
      source.getAllowance({ caipNetwork, userAddress, token: from }),
      // Only a token sold may need an approval; asked once per connection (cached).
      from.address ? canBatchApproval(session, caipNetwork) : false,
    ])
  } catch (error) {
    if (!turn.isCurrent()) return
    const noRoute = error instanceof LatchError && error.shortMessage === NO_SWAP_ROUTE_MESSAGE
    if (!noRoute) context.logger.warn('Could not quote the swap', error)
    session.update({ quoteStatus: 'error', quoteError: noRoute ? 'noRoute' : 'quoteFailed' })
    return
  }
  if (!turn.isCurrent()) return
  session.quotedAt = Date.now()
  const short = allowance !== undefined && allowance < quote.fromAmount
  session.update({
    quote,
    rate: quoteRate(quote),
    quoteStatus: 'ready',
    needsApproval: short && !batch,
    approvalInBatch: short && batch,
  })
  await refreshSwapPreview(session)
  leaveFeeOnMax(session)
}

/**
 * After Max on the native currency: when the preview says the whole balance leaves nothing for the
 * fee, the amount becomes the balance less the fee and a fifth more (gas prices move), quoted
 * again. Once per Max.
 */
function leaveFeeOnMax(session: SwapSession): void {
  if (!session.maxNative) return
  session.maxNative = false
  const { formError, preview, sellToken } = session.store.getState()
  const balance = sellToken && balanceOf(sellToken)
  if (formError !== 'insufficientBalance' || preview?.fee === undefined || !balance) return
  const max = balance - (preview.fee * 6n) / 5n
  if (max <= 0n || !sellToken) return
  session.update({ sellAmount: formatDecimalUnits(max, sellToken.decimals) })
  requestSwapQuote(session, 0)
}
