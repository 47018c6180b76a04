import type { TokenBalance, TokenOption } from '../../data/types.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { SwapToken } from './types.js'

/**
 * A token the Swap view offers: the token, `key` (its lower-case contract address, `'native'` for
 * the network's currency) and the account's balance in whole units (a decimal string like `'1.5'`,
 * not wei) when the account's token list has it.
 */
export type SwapTokenOption = SwapToken & { key: string; balance?: string | undefined }

/** The key of a token in the Swap view: its lower-case address, or `'native'`. */
export const swapTokenKey = (address: string | undefined): string =>
  address ? address.toLowerCase() : 'native'

/**
 * The tokens the Swap view offers on `caipNetwork`: the swap source's tokens, then the
 * account's other tokens on the network, then the integrator's `tokens` option for it,
 * one entry per address with the native currency first (the network's own when nobody lists it).
 * A token's name and decimals come from the source, else the account's list; an option token
 * neither knows is left out (the option has no decimals). Balances come from the account's list.
 *
 * @param parameters.balances - The account's tokens (`stores.accountData`), any network.
 * @param parameters.tokenOptions - `options.tokens[caipNetworkId]`; their `image` is the icon
 *   when nobody else has one.
 */
export function mergeSwapTokens(parameters: {
  caipNetwork: CaipNetwork
  sourceTokens: readonly SwapToken[]
  balances: readonly TokenBalance[]
  tokenOptions?: readonly TokenOption[] | undefined
}): SwapTokenOption[] {
  const { caipNetwork, sourceTokens, tokenOptions = [] } = parameters
  const owned = new Map<string, SwapTokenOption>()
  for (const balance of parameters.balances) {
    if (balance.chainId !== caipNetwork.caipNetworkId) continue
    const decimals = Number(balance.quantity.decimals)
    if (!Number.isSafeInteger(decimals) || decimals <= 0) continue
    const address = balance.address?.slice(balance.address.lastIndexOf(':') + 1)
    const key = swapTokenKey(address)
    owned.set(key, {
      ...(address && { address }),
      key,
      name: balance.name,
      symbol: balance.symbol,
      decimals,
      iconUrl: balance.iconUrl,
      balance: truncateDecimal(balance.quantity.numeric, decimals),
    })
  }
  const merged = new Map<string, SwapTokenOption>()
  const add = (token: SwapTokenOption) => {
    if (merged.has(token.key)) return
    const balance = owned.get(token.key)
    merged.set(token.key, {
      ...token,
      iconUrl: token.iconUrl ?? balance?.iconUrl,
      balance: balance?.balance,
    })
  }
  const nativeFromSource = sourceTokens.find((token) => !token.address)
  add(
    nativeFromSource
      ? { ...nativeFromSource, key: 'native' }
      : (owned.get('native') ?? { ...caipNetwork.nativeCurrency, key: 'native' }),
  )
  for (const token of sourceTokens) add({ ...token, key: swapTokenKey(token.address) })
  for (const token of owned.values()) add(token)
  for (const option of tokenOptions) {
    const key = swapTokenKey(option.address)
    const known = merged.get(key)
    if (known && !known.iconUrl && option.image)
      merged.set(key, { ...known, iconUrl: option.image })
  }
  return [...merged.values()]
}

/**
 * A balance as text with at most `decimals` fraction digits, cut (never rounded up): an API's
 * float-style quantity may have more digits than the token, and Max must never exceed the balance.
 */
function truncateDecimal(numeric: string, decimals: number): string {
  const [whole = '0', fraction = ''] = numeric.split('.')
  const kept = fraction.slice(0, decimals)
  return kept ? `${whole}.${kept}` : whole
}
