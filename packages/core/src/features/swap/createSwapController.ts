import type { LatchContext } from '../../client/context.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import type { WalletFeatureController } from '../walletFeatures/controller.js'
import { watchActiveAccount } from '../walletFeatures/watchActiveAccount.js'
import { approveSwap } from './approveSwap.js'
import { loadSwap, refreshSwapBalances } from './loadSwap.js'
import { refreshSwapPreview } from './refreshSwapPreview.js'
import { requestSwapQuote } from './requestSwapQuote.js'
import { submitSwap } from './submitSwap.js'
import { createSwapSession } from './swapSession.js'
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_QUOTE_MAX_AGE_MS, type SwapState } from './swapState.js'
import { validateSwapForm } from './validateSwapForm.js'

export type { SwapState } from './swapState.js'

/** The Swap view's controller (the Blockchain API's convert calls, its swap networks and slippage). */
export type SwapController = WalletFeatureController<SwapState> & {
  /**
   * Loads the source and tokens for the active account and network (see `loadSwap`): call it when
   * the view shows; once loaded, the controller loads again itself when the account or network
   * changes. Never rejects; `status` says how it
   * went (`unavailable`, `error`: call again to retry).
   */
  load(): Promise<void>
  /** Chooses the token to sell, by `SwapTokenOption.key`; quotes at once. */
  setSellToken(key: string): void
  /** Chooses the token to buy, by key; quotes at once. */
  setBuyToken(key: string): void
  /** Swaps the sell and buy tokens; quotes at once. */
  flipTokens(): void
  /**
   * Sets the amount sold as typed, in whole units of the sell token (`'0.5'`): checked at once
   * (`formError`), quoted 500 ms after the last call.
   */
  setSellAmount(amount: string): void
  /** Sells the whole balance of the sell token (when known); quotes at once. */
  setMaxAmount(): void
  /** "Approve {SYMBOL}": see `approveSwap`. Never rejects. */
  approve(): Promise<void>
  /**
   * "Review swap": goes to the review step and previews [approval?, swap] afresh (fee, simulated
   * balance changes; a revert blocks "Swap"). A quote older than 30 s is asked again instead (the
   * form then shows the new one). Does nothing unless `canReview`. Never rejects.
   */
  review(): Promise<void>
  /** Back from the review to the form, keeping it. */
  edit(): void
  /** "Swap": see `submitSwap` (one EIP-5792 batch with `approvalInBatch`). Never rejects. */
  swap(): Promise<void>
}

/**
 * Makes the Swap view's controller of a client, loaded lazily by the registry
 * (`context.features.load(swapFeature)`). The form's setters do nothing while a wallet action is
 * pending; balances follow the account's token list (after a transaction refreshed it); another
 * account or network loads the tokens again.
 */
export function createSwapController(context: LatchContext): SwapController {
  const session = createSwapSession(context)
  const { store } = session
  const change = (patch: Partial<SwapState>, delay = 0) => {
    if (store.getState().pending !== undefined || store.getState().status !== 'ready') return
    session.maxNative = false
    session.update(patch)
    requestSwapQuote(session, delay)
  }
  const tokenOf = (key: string) => store.getState().tokens.find((token) => token.key === key)
  // New balances (after a transaction) can make the amount too much, or enough again.
  const stopBalances = context.stores.accountData.subscribe((next, previous) => {
    if (next.tokens === previous.tokens || !refreshSwapBalances(session)) return
    const state = store.getState()
    if (state.pending === undefined && validateSwapForm(state).error !== state.formError) {
      requestSwapQuote(session, 0)
    }
  })
  // Another account or network: the view's tokens belong to the last one; load them again.
  const stopAccount = watchActiveAccount(context, () => {
    // Disconnected: the wallet's capabilities are asked again at the next connection.
    if (!getActiveChainState(context.stores)?.accountState.address) session.atomicBatching.clear()
    if (store.getState().status !== 'idle') void loadSwap(session)
  })
  return {
    store,
    reset: session.reset,
    destroy() {
      stopBalances()
      stopAccount()
    },
    load: () => loadSwap(session),
    setSellToken: (key) => change({ sellToken: tokenOf(key) }),
    setBuyToken: (key) => change({ buyToken: tokenOf(key) }),
    flipTokens: () => {
      const { sellToken, buyToken } = store.getState()
      change({ sellToken: buyToken, buyToken: sellToken, sellAmount: '' })
    },
    setSellAmount: (sellAmount) => change({ sellAmount }, SWAP_QUOTE_DEBOUNCE_MS),
    setMaxAmount: () => {
      const { sellToken } = store.getState()
      if (sellToken?.balance === undefined) return
      change({ sellAmount: sellToken.balance })
      // Selling the native currency, Max must leave the swap's fee: the preview tells it.
      session.maxNative = !sellToken.address
    },
    approve: () => approveSwap(session),
    async review() {
      if (!store.getState().canReview) return
      // A price older than 30 s is asked again; the user then reviews the new one.
      if (Date.now() - (session.quotedAt ?? 0) > SWAP_QUOTE_MAX_AGE_MS) {
        requestSwapQuote(session, 0)
        return
      }
      session.update({ step: 'review', actionError: undefined })
      await refreshSwapPreview(session)
    },
    edit() {
      if (store.getState().pending !== undefined) return
      session.update({ step: 'form', actionError: undefined })
    },
    swap: () => submitSwap(session),
  }
}
