import type { OnrampPurchaseOption } from './getOnrampPurchaseOptions.js'
import type { OnrampPaymentCurrency, OnrampPaymentMethod } from './types.js'
import {
  type OnrampAmountError,
  type OnrampLimits,
  toOnrampLimits,
  validateOnrampAmount,
} from './validateOnrampAmount.js'

/** What the user chose so far (ids may name options that are gone). */
export type OnrampChoice = {
  purchaseOptions: readonly OnrampPurchaseOption[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  purchaseCurrencyId: string | undefined
  paymentCurrencyId: string | undefined
  paymentMethod: OnrampPaymentMethod | undefined
  /** The fiat amount as typed. */
  amount: string
}

/** The choice made consistent with the options, and what follows from it. */
export type OnrampSelection = {
  purchaseCurrencyId: string | undefined
  paymentCurrencyId: string | undefined
  /** The selected payment currency's methods, in the API's order. */
  paymentMethods: readonly OnrampPaymentMethod[]
  paymentMethod: OnrampPaymentMethod | undefined
  /** The selected method's limits in the payment currency (two-decimal strings). */
  limits: OnrampLimits | undefined
  /** Why the amount cannot be used; `undefined` while it is blank or valid. */
  amountError: OnrampAmountError | undefined
  /** The amount with two decimals (`'100.00'`) once it is valid within the limits. */
  validAmount: string | undefined
}

/**
 * Makes a choice consistent with the options: an id that is no longer offered becomes the first
 * option (the payment currency prefers `USD`, the method `card`); then reads the selected method's
 * limits and checks the amount against them (see `validateOnrampAmount`).
 */
export function resolveOnrampSelection(choice: OnrampChoice): OnrampSelection {
  const { purchaseOptions, paymentCurrencies } = choice
  const purchaseCurrencyId = pick(
    purchaseOptions.map(({ id }) => id),
    choice.purchaseCurrencyId,
  )
  const paymentCurrencyId = pick(
    paymentCurrencies.map(({ id }) => id),
    choice.paymentCurrencyId,
    'USD',
  )
  const currency = paymentCurrencies.find(({ id }) => id === paymentCurrencyId)
  const methodLimits = currency?.payment_method_limits ?? []
  const paymentMethods = methodLimits.map(({ id }) => id)
  const paymentMethod = pick(paymentMethods, choice.paymentMethod, 'card')
  const limit = methodLimits.find(({ id }) => id === paymentMethod)
  const limits = limit && currency ? toOnrampLimits(limit, currency.id) : undefined
  const checked = validateOnrampAmount(choice.amount, limits)
  return {
    purchaseCurrencyId,
    paymentCurrencyId,
    paymentMethods,
    paymentMethod,
    limits,
    amountError: checked.status === 'invalid' ? checked.error : undefined,
    validAmount: checked.status === 'valid' && limits ? checked.amount : undefined,
  }
}

function pick<id extends string>(
  ids: readonly id[],
  chosen: id | undefined,
  preferred?: id,
): id | undefined {
  if (chosen !== undefined && ids.includes(chosen)) return chosen
  if (preferred !== undefined && ids.includes(preferred)) return preferred
  return ids[0]
}
