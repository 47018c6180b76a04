import { LatchError } from './base.js'
import { ErrorMessages } from './messages.js'

/**
 * Thrown by `fetchTransactions` when it is asked while no account is connected:
 * "Transactions can't be fetched without an accountAddress".
 */
export class TransactionsNeedAccountError extends LatchError {
  override name = 'TransactionsNeedAccountError'
  constructor() {
    super(ErrorMessages.transactionsNeedAccount)
  }
}
