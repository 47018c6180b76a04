import type { CaipNetworkId } from '../../caip/types.js'
import { SWAP_SLIPPAGE_PERCENT } from '../../featureConstants.js'
import type { TransactionPreview } from '../transactions/previewTransactions.js'
import type { SwapCheckFailure } from './checkSwapOutcome.js'
import type { SwapTokenOption } from './mergeSwapTokens.js'
import type { SwapQuote } from './types.js'
import type { SwapFormError } from './validateSwapForm.js'

/** Debounce default: a quote is asked 500 ms after the last keystroke. */
export const SWAP_QUOTE_DEBOUNCE_MS = 500

/** How long a quote may be reviewed as is (ms); an older one is asked again first. */
export const SWAP_QUOTE_MAX_AGE_MS = 30_000

/**
 * The Swap view's state. Facts and message keys only, never English. Amounts are
 * bigints in each token's smallest unit, except `sellAmount` (as typed, whole units) and the
 * tokens' `balance` (whole units, decimal text).
 */
export type SwapState = {
  /**
   * `idle` before `load`; `loading` the source and tokens; `ready`; `unavailable` without a
   * connected account or a swap source on the network (`getSwapSourceKind`); `error` the tokens
   * could not load (`load` again to retry).
   */
  status: 'idle' | 'loading' | 'ready' | 'unavailable' | 'error'
  /** The network and account the tokens were loaded for. */
  caipNetworkId: CaipNetworkId | undefined
  address: string | undefined
  /** The source's name: `'uniswap-v3'`, `'blockchain-api'`… */
  sourceName: string | undefined
  /** Native currency first; see `mergeSwapTokens`. */
  tokens: readonly SwapTokenOption[]
  sellToken: SwapTokenOption | undefined
  buyToken: SwapTokenOption | undefined
  /** The amount sold as typed, in whole units of `sellToken` (`'0.5'`). */
  sellAmount: string
  /** Why the form cannot be quoted; see `validateSwapForm`. */
  formError: SwapFormError | undefined
  /** The quote of the current form; never one for an older input. */
  quote: SwapQuote | undefined
  /** What one whole `sellToken` buys, in `buyToken`'s smallest unit ("1 ETH = 1,500 LTT"). */
  rate: bigint | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** `noRoute`: 'No route for this swap'; `quoteFailed`: the source failed otherwise. */
  quoteError: 'noRoute' | 'quoteFailed' | undefined
  /** Slippage tolerance in percent (1): `quote.toAmountMin` is the minimum received. */
  slippage: number
  /**
   * Whether "Approve {SYMBOL}" must run first: the swap contract's allowance of `sellToken` is
   * below the amount sold and the wallet cannot batch (else see `approvalInBatch`).
   */
  needsApproval: boolean
  /**
   * Whether the allowance is short but the wallet runs atomic EIP-5792 batches on the swap's
   * network (`wallet_getCapabilities` atomic `supported` or `ready`): no Approve step; the preview
   * and "Swap" take [approval, swap] together, sent as one batch (one prompt).
   */
  approvalInBatch: boolean
  /**
   * The network fee of the next transaction (the approval while one is needed, else the swap;
   * `undefined` for a batch, whose fee the wallet shows) and the simulated balance changes of
   * [approval?, swap], made after each quote and again by `review` and after an approval.
   */
  preview: TransactionPreview | undefined
  previewStatus: 'idle' | 'loading' | 'ready' | 'error'
  /**
   * Why the previewed transactions may not be sent (`checkSwapOutcome`: another contract than the
   * quoted one, less than the minimum received, something else leaving, or no simulation to tell);
   * while set, "Approve" and "Swap" are off. `undefined` when they passed or are not previewed yet.
   */
  swapCheck: SwapCheckFailure | undefined
  step: 'form' | 'review'
  /** The wallet action under way. */
  pending: 'approve' | 'swap' | undefined
  /**
   * The last action's failure: `signatureDeclined` ('Signature declined'; the form is
   * kept); `approveFailed`, `swapFailed`: the wallet, the network or the source failed.
   */
  actionError: 'signatureDeclined' | 'approveFailed' | 'swapFailed' | undefined
  /** Whether "Approve {SYMBOL}" can run now. */
  canApprove: boolean
  /** Whether "Review swap" can run now. */
  canReview: boolean
  /**
   * Whether "Swap" can run now: reviewed, approved, the simulation did not revert and the swap
   * passed `checkSwapOutcome`.
   */
  canSwap: boolean
}

/** The state before `load`. */
export function initialSwapState(): SwapState {
  return {
    status: 'idle',
    caipNetworkId: undefined,
    address: undefined,
    sourceName: undefined,
    tokens: [],
    ...initialSwapForm(),
  }
}

/** An empty form: no amount, no quote, the first step. */
export function initialSwapForm() {
  return {
    sellToken: undefined,
    buyToken: undefined,
    sellAmount: '',
    formError: undefined,
    quote: undefined,
    rate: undefined,
    quoteStatus: 'idle',
    quoteError: undefined,
    slippage: SWAP_SLIPPAGE_PERCENT,
    needsApproval: false,
    approvalInBatch: false,
    preview: undefined,
    previewStatus: 'idle',
    swapCheck: undefined,
    step: 'form',
    pending: undefined,
    actionError: undefined,
    canApprove: false,
    canReview: false,
    canSwap: false,
  } satisfies Omit<SwapState, 'status' | 'caipNetworkId' | 'address' | 'sourceName' | 'tokens'>
}
