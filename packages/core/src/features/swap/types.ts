import type { AdapterTransaction } from '../../adapter/transactionTypes.js'
import type { CaipNetwork } from '../../networks/types.js'

/**
 * A token that can be sold or bought in the Swap view. `address` is the token contract (not CAIP-10);
 * absent for the network's native currency. `name`, `symbol` and `iconUrl` are untrusted.
 */
export type SwapToken = {
  address?: string | undefined
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
}

/**
 * A price for selling `fromAmount` of `from` for `to`. Amounts are in each token's smallest unit.
 * `toAmountMin` is what the user receives at least once the slippage tolerance (1 %) is
 * applied; the swap transaction reverts below it.
 */
export type SwapQuote = {
  from: SwapToken
  to: SwapToken
  fromAmount: bigint
  toAmount: bigint
  toAmountMin: bigint
  /** Slippage tolerance in percent (1). */
  slippage: number
  /** Where the quote came from, e.g. `'uniswap-v3'` or `'blockchain-api'`. */
  source: string
  /**
   * The swap contract (a `0x` address): the only contract the swap transaction may call and the
   * only spender an approval may name. An on-chain source names the router it was configured with;
   * a hosted API the contract its built swap calls for this quote.
   */
  contract: string
  /** Source-specific route data `buildSwap` needs (e.g. the Uniswap pool fee); opaque to core. */
  route?: unknown
}

/** What every swap source method gets: the network and the account that swaps. */
export type SwapParameters = { caipNetwork: CaipNetwork; userAddress: string }

/**
 * Where Swap gets prices and transactions: the Blockchain API's convert endpoints
 * or an adapter's own on-chain source (EVM: Uniswap V3 QuoterV2 + SwapRouter02). Core
 * picks one per network and never names an ecosystem type.
 */
export interface SwapSource {
  /** The source's name, e.g. `'uniswap-v3'`. */
  readonly name: string
  /** The tokens the source can swap on the network, native currency included. */
  getTokens(parameters: { caipNetwork: CaipNetwork }): Promise<readonly SwapToken[]>
  /**
   * Prices selling `amount` (smallest unit of `from`) for `to`.
   * @throws {LatchError} 'No route for this swap' when no pool or route exists.
   */
  getQuote(
    parameters: SwapParameters & {
      from: SwapToken
      to: SwapToken
      amount: bigint
      slippage: number
    },
  ): Promise<SwapQuote>
  /**
   * How much of `token` the swap contract may move for `userAddress` (ERC-20 allowance). The native
   * currency needs none: `undefined`.
   */
  getAllowance(parameters: SwapParameters & { token: SwapToken }): Promise<bigint | undefined>
  /** The approval transaction letting the swap contract move `amount` of `quote.from`. */
  buildApprove(parameters: SwapParameters & { quote: SwapQuote }): Promise<AdapterTransaction>
  /** The swap transaction for `quote`, paying `toAmountMin` at least to `userAddress`. */
  buildSwap(parameters: SwapParameters & { quote: SwapQuote }): Promise<AdapterTransaction>
}
