import { LatchError } from './base.js'
import {
  adapterNotFoundMessage,
  noActiveCaipAddressMessage,
  transactionsNeedAccountMessage,
} from './startupMessages.js'

/** Thrown when no adapter is registered for a namespace (spec §8): 'Adapter not found'. */
export class AdapterNotFoundError extends LatchError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super(adapterNotFoundMessage, { details: `No adapter for namespace "${namespace}".` })
  }
}

/** Thrown when a flow needs a connected account and there is none (spec §8): 'No ActiveCaipAddress found'. */
export class NoActiveCaipAddressError extends LatchError {
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super(noActiveCaipAddressMessage)
  }
}

/**
 * Thrown by `fetchTransactions` when it is asked while no account is connected:
 * "Transactions can't be fetched without an accountAddress".
 */
export class TransactionsNeedAccountError extends LatchError {
  override name = 'TransactionsNeedAccountError'
  constructor() {
    super(transactionsNeedAccountMessage)
  }
}
