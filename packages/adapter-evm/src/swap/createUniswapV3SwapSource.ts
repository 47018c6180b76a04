import { type CaipNetwork, LatchError } from '@latch/core'
import { type Address, encodeFunctionData, type PublicClient } from 'viem'
import type { SwapSource } from '../coreTypes.js'
import { createRpcClient } from '../data/createRpcClient.js'
import { buildUniswapV3Swap } from './buildUniswapV3Swap.js'
import { NO_ROUTE, quoteUniswapV3 } from './quoteUniswapV3.js'
import { uniswapV3Abi } from './uniswapV3Abi.js'
import { parseUniswapV3Options, type UniswapV3Contracts } from './uniswapV3Options.js'

/** `buildApprove`'s error for a quote selling the native currency (no allowance exists). */
const NATIVE_NEEDS_NO_APPROVAL = 'The native currency needs no approval'

/** Parameters of {@link createUniswapV3SwapSource}. */
export type CreateUniswapV3SwapSourceParameters = {
  /** `createEvmAdapter`'s `uniswapV3` option (checked here). */
  uniswapV3: unknown
  /** A client per network; by default `createRpcClient` over the network's RPC URLs. */
  getClient?: ((caipNetwork: CaipNetwork) => PublicClient) | undefined
}

/**
 * Core's `SwapSource` on Uniswap V3, named `'uniswap-v3'`, for the chains of the
 * `uniswapV3` option: quotes from QuoterV2 (`quoteUniswapV3`), swaps through SwapRouter02
 * (`buildUniswapV3Swap`), ERC-20 allowances and approvals for the router. Reads go over the
 * network's RPC (`eth_call`), never through the wallet.
 *
 * `getTokens` lists the native currency and its wrapped token (`Wrapped <name>`, `W<symbol>`, same
 * decimals); core adds the tokens of its `tokens` option.
 *
 * @param parameters - {@link CreateUniswapV3SwapSourceParameters}
 * @returns The swap source.
 * @throws {InvalidOptionError} When the option is invalid (see `parseUniswapV3Options`).
 * @throws {LatchError} 'No route for this swap' from `getQuote`, `getAllowance`, `buildApprove` and
 *   `buildSwap` on a chain without contracts, or when no pool fills the swap; 'The native currency
 *   needs no approval' from `buildApprove` for a quote selling it.
 * @example
 * const source = createUniswapV3SwapSource({ uniswapV3: { 1: { quoterV2, swapRouter02, weth9 } } })
 * const quote = await source.getQuote({ caipNetwork, userAddress, from: eth, to: usdc, amount, slippage: 1 })
 */
export function createUniswapV3SwapSource({
  uniswapV3,
  getClient = createRpcClient,
}: CreateUniswapV3SwapSourceParameters): SwapSource {
  const options = parseUniswapV3Options(uniswapV3)
  const clients = new Map<string, PublicClient>()
  const clientFor = (caipNetwork: CaipNetwork) => {
    let client = clients.get(caipNetwork.caipNetworkId)
    if (!client) {
      client = getClient(caipNetwork)
      clients.set(caipNetwork.caipNetworkId, client)
    }
    return client
  }
  const contractsFor = (caipNetwork: CaipNetwork): UniswapV3Contracts => {
    const contracts = options[Number(caipNetwork.id)]
    if (!contracts) throw new LatchError(NO_ROUTE)
    return contracts
  }

  return {
    name: 'uniswap-v3',
    async getTokens({ caipNetwork }) {
      const contracts = options[Number(caipNetwork.id)]
      const { name, symbol, decimals } = caipNetwork.nativeCurrency
      if (!contracts) return []
      return [
        { name, symbol, decimals },
        { address: contracts.weth9, name: `Wrapped ${name}`, symbol: `W${symbol}`, decimals },
      ]
    },
    getQuote: async ({ caipNetwork, from, to, amount, slippage }) =>
      quoteUniswapV3(clientFor(caipNetwork), contractsFor(caipNetwork), {
        from,
        to,
        amount,
        slippage,
      }),
    async getAllowance({ caipNetwork, userAddress, token }) {
      if (!token.address) return undefined
      return clientFor(caipNetwork).readContract({
        address: token.address as Address,
        abi: uniswapV3Abi,
        functionName: 'allowance',
        args: [userAddress as Address, contractsFor(caipNetwork).swapRouter02],
      })
    },
    async buildApprove({ caipNetwork, userAddress, quote }) {
      const { swapRouter02 } = contractsFor(caipNetwork)
      if (!quote.from.address) throw new LatchError(NATIVE_NEEDS_NO_APPROVAL)
      return {
        caipNetwork,
        from: userAddress,
        to: quote.from.address,
        value: 0n,
        data: encodeFunctionData({
          abi: uniswapV3Abi,
          functionName: 'approve',
          args: [swapRouter02, quote.fromAmount],
        }),
      }
    },
    buildSwap: async ({ caipNetwork, userAddress, quote }) =>
      buildUniswapV3Swap(contractsFor(caipNetwork), { caipNetwork, userAddress, quote }),
  }
}
