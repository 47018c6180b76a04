import type { LatchContext } from '../../client/context.js'
import type { WalletFeatureController } from '../walletFeatures/controller.js'
import { watchActiveAccount } from '../walletFeatures/watchActiveAccount.js'
import { listSendTokens } from './listSendTokens.js'
import { reviewSend } from './reviewSend.js'
import type { SendToken } from './sendRules.js'
import { createSendSession } from './sendSession.js'
import type { SendState } from './sendState.js'
import { setSendMax } from './setSendMax.js'
import { submitSend } from './submitSend.js'

export type { SendReview, SendState } from './sendState.js'

/** The Send view's controller: its state and the user's actions. */
export type SendController = WalletFeatureController<SendState> & {
  /**
   * The tokens the account can send on the active network, native first: the Tokens tab's list
   * when it is loaded for this account, else the native balance alone.
   */
  getTokens(): SendToken[]
  setToken(token: SendToken): void
  setAmount(amount: string): void
  setReceiver(receiver: string): void
  /**
   * Sets the amount to the most that can be sent: a token's whole balance; for the native currency
   * the balance less the network fee of sending it (spec: "Max leaves the network fee").
   */
  setMax(): Promise<void>
  /**
   * Checks the form, resolves an ENS name, builds the transfer and previews it (fee and
   * simulated balance changes); on success shows the review step.
   * @returns Whether the review step is shown. Never rejects: problems go to `error`.
   */
  review(): Promise<boolean>
  /** Back from the review step to the form, everything kept. */
  edit(): void
  /**
   * Asks the wallet to send the reviewed transfer. On success the form resets and the modal goes
   * back to Account (the mined transaction then shows a toast with its explorer link and the
   * balances refresh); on rejection 'Signature declined' shows and the review stays.
   * @returns Whether the wallet sent it. Never rejects.
   */
  send(): Promise<boolean>
}

/**
 * Makes a client's Send controller, loaded lazily by the registry
 * (`context.features.load(sendFeature)`). Sending works in eip155 and solana only: elsewhere
 * `review` shows 'Unsupported chain'. The form resets when the active account or network
 * changes (the chosen token belongs to it).
 */
export function createSendController(context: LatchContext): SendController {
  const session = createSendSession(context)
  // Another account or network: the chosen token and the review belong to the last one.
  const unsubscribe = watchActiveAccount(context, session.reset)
  return {
    store: session.store,
    reset: session.reset,
    destroy: unsubscribe,
    getTokens: () => listSendTokens(context),
    setToken: (token) => session.edited({ token }),
    setAmount: (amount) => session.edited({ amount }),
    setReceiver: (receiver) => session.edited({ receiver }),
    setMax: () => setSendMax(session),
    review: () => reviewSend(session),
    edit: () => session.edited({}),
    send: () => submitSend(session),
  }
}
