import type { TokenBalance } from '../../data/types.js'

/**
 * "Tokens with decimals '0' are filtered out" (NFTs listed as tokens, broken entries), then
 * the list in the order the Tokens tab shows: the native currency first, then by fiat value
 * (highest first; unpriced after priced), then by name.
 *
 * @returns A new list; `balances` is not changed.
 */
export function toShownTokenBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances
    .filter((balance) => balance.quantity.decimals !== '0')
    .sort((a, b) => {
      if (!a.address !== !b.address) return a.address ? 1 : -1
      const byValue = (b.value ?? -1) - (a.value ?? -1)
      return byValue !== 0 ? byValue : a.name.localeCompare(b.name)
    })
}

/**
 * Adds fiat values from `prices` (price of one whole token) to balances without one:
 * `value = quantity × price`, in the prices' currency.
 *
 * @param prices.byAddress - By CAIP-10 token address, lower case (`native` key for the native one).
 * @param prices.bySymbol - By symbol, when the price source does not name addresses: used for the
 *   native currency only, never for a contract (a spam token can take a real token's symbol).
 */
export function withPrices(
  balances: readonly TokenBalance[],
  prices: { byAddress: ReadonlyMap<string, number>; bySymbol: ReadonlyMap<string, number> },
  nativeAddress: string,
): TokenBalance[] {
  return balances.map((balance) => {
    if (balance.price !== undefined) return balance
    const key = (balance.address ?? nativeAddress).toLowerCase()
    // A symbol names a token only for the native currency: any contract can call itself "USDT".
    const price =
      prices.byAddress.get(key) ??
      (balance.address ? undefined : prices.bySymbol.get(balance.symbol))
    if (price === undefined) return balance
    return { ...balance, price, value: Number(balance.quantity.numeric) * price }
  })
}
