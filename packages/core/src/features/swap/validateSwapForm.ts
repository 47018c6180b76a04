import { parseDecimalUnits } from '../../format/units.js'
import type { SwapTokenOption } from './mergeSwapTokens.js'

/**
 * Why the Swap form cannot be quoted (message keys; views translate): `sameToken` both sides are
 * one token; `selectToken` a side has none; `noAmount` the amount is blank or zero; `invalidAmount`
 * not a plain decimal or more fraction digits than the token has; `insufficientBalance` more than
 * the account holds ('Insufficient balance').
 */
export type SwapFormError =
  | 'sameToken'
  | 'selectToken'
  | 'noAmount'
  | 'invalidAmount'
  | 'insufficientBalance'

/**
 * Checks the Swap form, in this order: same token both sides, a sell token, an amount,
 * a valid amount, within the sell token's balance (when known), a buy token.
 *
 * @param form.sellAmount - As typed, in whole units of the sell token (`'1.5'` ETH).
 * @returns `amount` in the sell token's smallest unit when the form is valid, else `error`.
 */
export function validateSwapForm(form: {
  sellToken: SwapTokenOption | undefined
  buyToken: SwapTokenOption | undefined
  sellAmount: string
}): { amount: bigint; error?: undefined } | { amount?: undefined; error: SwapFormError } {
  const { sellToken, buyToken } = form
  if (sellToken && buyToken && sellToken.key === buyToken.key) return { error: 'sameToken' }
  if (!sellToken) return { error: 'selectToken' }
  const text = form.sellAmount.trim()
  if (text === '') return { error: 'noAmount' }
  let amount: bigint
  try {
    amount = parseDecimalUnits(text, sellToken.decimals)
  } catch {
    return { error: 'invalidAmount' }
  }
  if (amount === 0n) return { error: 'noAmount' }
  const balance = balanceOf(sellToken)
  if (balance !== undefined && amount > balance) return { error: 'insufficientBalance' }
  if (!buyToken) return { error: 'selectToken' }
  return { amount }
}

/** The token's balance in its smallest unit, when known and readable. */
export function balanceOf(token: SwapTokenOption): bigint | undefined {
  if (token.balance === undefined) return undefined
  try {
    return parseDecimalUnits(token.balance, token.decimals)
  } catch {
    return undefined
  }
}
