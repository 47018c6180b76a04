import type { AdapterTransaction } from '../../adapter/types.js'
import type { Message } from '../../state/types.js'
import type { TransactionPreview } from '../transactions/previewTransactions.js'
import type { SendToken } from './sendRules.js'

/** The checked transfer the Send view's review step shows, with its preview. */
export type SendReview = {
  token: SendToken
  /** In the token's smallest unit. */
  value: bigint
  /** The resolved recipient address. */
  to: string
  /** The name the user typed (ENS), when the recipient was resolved from one. */
  name?: string | undefined
  transaction: AdapterTransaction
  preview: TransactionPreview
}

/**
 * The Send view's state. `amount` and `receiver` are what the user typed;
 * `error` the form's problem as a catalogue key; `status` what is being
 * waited on.
 */
export type SendState = {
  token: SendToken | undefined
  amount: string
  receiver: string
  step: 'form' | 'review'
  status: 'idle' | 'checking' | 'sending'
  error: Message | undefined
  review: SendReview | undefined
}

/** The Send view's state before the user did anything (and after a send or a reset). */
export const initialSendState: SendState = {
  token: undefined,
  amount: '',
  receiver: '',
  step: 'form',
  status: 'idle',
  error: undefined,
  review: undefined,
}
