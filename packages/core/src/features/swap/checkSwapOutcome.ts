import type {
  AdapterTransaction,
  BalanceChange,
  SimulationResult,
} from '../../adapter/transactionTypes.js'
import { decodeApproveCall } from './approveCalldata.js'
import type { SwapQuote, SwapToken } from './types.js'

/**
 * Why a swap's transactions may not be sent:
 * - `otherContract`: the swap calls another contract than the quote's `contract`, or the approval
 *   is not `approve(contract, ≤ amount sold)` on the sold token;
 * - `simulationUnavailable`: the network could not simulate them, so the outcome cannot be checked;
 * - `tooLittleReceived`: the simulation pays the account less than the quote's minimum received of
 *   the bought token (none at all when it goes elsewhere);
 * - `unexpectedOutflow`: the simulation takes more of the sold asset than the amount sold, or any
 *   other asset of the account, or the swap sends more of the native currency than it sells.
 */
export type SwapCheckFailure =
  | 'otherContract'
  | 'simulationUnavailable'
  | 'tooLittleReceived'
  | 'unexpectedOutflow'

/** Parameters of {@link checkSwapOutcome}. */
export type CheckSwapOutcomeParameters = {
  quote: SwapQuote
  /** The swap transaction the source built for `quote`. */
  swap: AdapterTransaction
  /** The approval sent before it, when one is needed. */
  approve?: AdapterTransaction | undefined
  /** What simulating [approve?, swap] said (the network fee is not in it). */
  simulation: SimulationResult
}

/**
 * Checks that what a swap source built does what the quote says, whoever built it (a hosted API or
 * an on-chain source): the swap calls the quote's `contract`; an approval, if any, lets that
 * contract move at most the amount sold of the sold token; and simulating them pays the account at
 * least `toAmountMin` (and at least 1) of the bought token while nothing leaves but up to
 * `fromAmount` of the sold one (the network fee aside). A simulation that reverted is not judged
 * here (the preview says it would fail, and "Swap" is off already).
 *
 * @param parameters - {@link CheckSwapOutcomeParameters}
 * @returns `undefined` when the swap may be sent, else why not ({@link SwapCheckFailure}).
 * @example
 * checkSwapOutcome({ quote, swap, simulation: { status: 'unavailable' } }) // 'simulationUnavailable'
 */
export function checkSwapOutcome({
  quote,
  swap,
  approve,
  simulation,
}: CheckSwapOutcomeParameters): SwapCheckFailure | undefined {
  const contract = quote.contract.toLowerCase()
  if (swap.to.toLowerCase() !== contract || swap.token !== undefined) return 'otherContract'
  if (approve && !isApprovalOf(approve, quote)) return 'otherContract'
  if (swap.value > (quote.from.address ? 0n : quote.fromAmount)) return 'unexpectedOutflow'
  if (simulation.status === 'reverted') return undefined
  if (simulation.status === 'unavailable') return 'simulationUnavailable'
  const minimum = quote.toAmountMin > 0n ? quote.toAmountMin : 1n
  const received = simulation.changes.find((change) => isAsset(change, quote.to))
  if (!received || received.diff < minimum) return 'tooLittleReceived'
  for (const change of simulation.changes) {
    if (change === received || change.diff >= 0n) continue
    if (isAsset(change, quote.from) && -change.diff <= quote.fromAmount) continue
    return 'unexpectedOutflow'
  }
  return undefined
}

/** `approve(quote.contract, ≤ fromAmount)` called on the sold token, sending nothing. */
function isApprovalOf(approve: AdapterTransaction, quote: SwapQuote): boolean {
  const decoded = approve.data && decodeApproveCall(approve.data)
  return (
    decoded !== undefined &&
    quote.from.address?.toLowerCase() === approve.to.toLowerCase() &&
    approve.value === 0n &&
    approve.token === undefined &&
    decoded.spender === quote.contract.toLowerCase() &&
    decoded.amount <= quote.fromAmount
  )
}

/** Whether a balance change is of `token` (the native currency when it has no address). */
function isAsset(change: BalanceChange, token: SwapToken): boolean {
  return token.address
    ? change.address?.toLowerCase() === token.address.toLowerCase()
    : change.address === undefined
}
