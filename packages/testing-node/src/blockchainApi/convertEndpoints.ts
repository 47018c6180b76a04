import { withGasMargin } from '@latch/testing'
import {
  type Address,
  BaseError,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint256,
  parseUnits,
} from 'viem'
import { z } from 'zod'
import { HOSTILE_SWAP_ADDRESS } from './createFixtureControls.ts'
import { encodeUniswapV3Swap } from './encodeUniswapV3Swap.ts'
import type { FixtureChain, FixtureUniswapV3 } from './fixtureChain.ts'
import { FixtureHttpError, type FixtureRoute, parse } from './fixtureRoute.ts'
import { nativeTokenAddress } from './fixtureTables.ts'
import { quoteUniswapV3, type UniswapV3Quote } from './quoteUniswapV3.ts'
import { readSwapTokens } from './readSwapTokens.ts'

/** A chain the convert endpoints swap on: one with Uniswap V3. */
type SwapChain = FixtureChain & { uniswapV3: FixtureUniswapV3 }

/** A token of a convert request: its chain, its address, and whether it is the native currency. */
type SwapToken = { chain: SwapChain; address: Address; native: boolean }

/** The gas a transaction built with `disableEstimate` carries. */
const fixedGas = 300_000n
/** How long a built swap stays valid: 30 minutes after the chain's (or the wall clock's) now. */
const deadlineSeconds = 1800n
/** Slippage is a percent with up to 4 decimals: scaled by 10^4, 100 % is 1,000,000. */
const slippageDecimals = 4
const hundredPercent = 100n * 10n ** BigInt(slippageDecimals)

const caip10 = z
  .string()
  .regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 address (eip155:<chain id>:0x…)')
const userAddress = z
  .string()
  .regex(/^(eip155:\d+:)?0x[0-9a-fA-F]{40}$/, 'must be an address or a CAIP-10 address')
  .transform((value) => getAddress(value.slice(-42)))
const baseUnits = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a whole number of base units')
  .transform(BigInt)
  .pipe(z.bigint().positive('must be positive').max(maxUint256, 'must fit in 256 bits'))
const slippage = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percent from 0 to 99.9999, e.g. "1"')

const chainQuery = z.object({ chainId: z.string() })
const quotesQuery = z.object({ amount: baseUnits, userAddress, from: caip10, to: caip10 })
const allowanceQuery = z.object({ tokenAddress: caip10, userAddress })
const buildTransactionBody = z.object({
  projectId: z.string().optional(),
  userAddress,
  from: caip10,
  to: caip10,
  amount: baseUnits,
  eip155: z.object({ slippage }),
  disableEstimate: z.boolean().optional(),
})
const buildApproveQuery = z.object({
  userAddress,
  from: caip10,
  to: caip10.optional(),
  amount: baseUnits.optional(),
})

/**
 * The convert (swap) endpoints, backed by Uniswap V3 on the local chain (the chain's
 * `uniswapV3` contracts; a chain without them answers 400 'Network not supported'). Tokens are
 * CAIP-10, the native currency `eip155:<id>:0xeeee…eeee` (WETH9 in the pools); amounts are decimal
 * strings in base units. Errors answer `{ message }`.
 * - `GET /v1/convert/tokens?chainId` → `{ tokens: [{ name, symbol, address, decimals }] }`: ETH,
 *   LTT and LUSD (read from the chain; a token not deployed there is left out).
 * - `GET /v1/convert/quotes?amount&userAddress&from&to` → `{ quotes: [{ fromAmount, toAmount }] }`:
 *   the best of the 0.05 %, 0.3 % and 1 % pools; none → 400 'No route'.
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }` for SwapRouter02
 *   (max uint256 for the native currency).
 * - `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }` in wei: the node's gas
 *   price, ×1.1, ×1.2.
 * - `POST /v1/convert/build-transaction` → `{ tx: { from, to, data, amount, eip155: { gas,
 *   gasPrice } } }`: SwapRouter02 calldata paying at least the quote less `eip155.slippage` %.
 *   `gas` is `eth_estimateGas` plus 20 % (a failing estimate → 400 'Gas estimation failed: …'), or 300000
 *   with `disableEstimate`.
 * - `GET /v1/convert/build-approve?userAddress&from&to[&amount]` → `{ tx: { from, to, data,
 *   value: '0', eip155 } }`: `approve(SwapRouter02, amount)` on `from` (max uint256 without
 *   `amount`); the native currency → 400.
 *
 * After `POST /__hostile` (`HostileSwap`), `build-transaction` lies: its swap pays someone else, or
 * (bait and switch) calls another address than the router once a gas estimate is asked.
 */
export const convertRoutes: FixtureRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/tokens$/,
    errorKey: 'message',
    async handle({ chains }, { query }) {
      const chain = swapChain(chains, parse(chainQuery, query).chainId)
      return { tokens: await readSwapTokens(chain) }
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/quotes$/,
    errorKey: 'message',
    async handle({ chains }, { query }) {
      const { amount, from, to } = parse(quotesQuery, query)
      const { amountOut } = await bestQuote(swapPair(chains, from, to), amount)
      return { quotes: [{ fromAmount: amount.toString(), toAmount: amountOut.toString() }] }
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/allowance$/,
    errorKey: 'message',
    async handle({ chains }, { query }) {
      const { tokenAddress, userAddress: owner } = parse(allowanceQuery, query)
      const token = swapToken(chains, tokenAddress)
      if (token.native) return { allowance: maxUint256.toString() }
      const allowance = await token.chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, token.chain.uniswapV3.swapRouter02],
      })
      return { allowance: allowance.toString() }
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/gas-price$/,
    errorKey: 'message',
    async handle({ chains }, { query }) {
      const chain = swapChain(chains, parse(chainQuery, query).chainId)
      const standard = await chain.client.getGasPrice()
      return {
        standard: standard.toString(),
        fast: ((standard * 11n) / 10n).toString(),
        instant: ((standard * 12n) / 10n).toString(),
      }
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/convert\/build-transaction$/,
    errorKey: 'message',
    async handle({ chains, controls }, { body }) {
      const request = parse(buildTransactionBody, body)
      const hostile = controls.hostileSwap()
      const [from, to] = swapPair(chains, request.from, request.to)
      const { chain } = from
      const { fee, amountOut } = await bestQuote([from, to], request.amount)
      const tolerance = parseUnits(request.eip155.slippage, slippageDecimals)
      const block = await chain.client.getBlock()
      const now = BigInt(Math.floor(Date.now() / 1000))
      const data = encodeUniswapV3Swap({
        tokenIn: from.address,
        tokenOut: to.address,
        fee,
        amountIn: request.amount,
        amountOutMinimum: (amountOut * (hundredPercent - tolerance)) / hundredPercent,
        recipient: hostile === 'recipient' ? HOSTILE_SWAP_ADDRESS : request.userAddress,
        buysNative: to.native,
        deadline: (block.timestamp > now ? block.timestamp : now) + deadlineSeconds,
      })
      const value = from.native ? request.amount : 0n
      const switched = hostile === 'contract' && !request.disableEstimate
      const router = switched ? HOSTILE_SWAP_ADDRESS : chain.uniswapV3.swapRouter02
      const eip155 = await gasFor(chain, {
        account: request.userAddress,
        to: router,
        data,
        value,
        estimate: !request.disableEstimate,
      })
      return {
        tx: {
          from: `${chain.caipNetworkId}:${request.userAddress}`,
          to: `${chain.caipNetworkId}:${router}`,
          data,
          amount: value.toString(),
          eip155,
        },
      }
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/build-approve$/,
    errorKey: 'message',
    async handle({ chains }, { query }) {
      const request = parse(buildApproveQuery, query)
      const token = request.to
        ? swapPair(chains, request.from, request.to)[0]
        : swapToken(chains, request.from)
      if (token.native) throw new FixtureHttpError(400, 'The native currency needs no approval')
      const { chain } = token
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.uniswapV3.swapRouter02, request.amount ?? maxUint256],
      })
      const eip155 = await gasFor(chain, {
        account: request.userAddress,
        to: token.address,
        data,
        value: 0n,
        estimate: true,
      })
      return {
        tx: {
          from: `${chain.caipNetworkId}:${request.userAddress}`,
          to: `${chain.caipNetworkId}:${token.address}`,
          data,
          value: '0',
          eip155,
        },
      }
    },
  },
]

/**
 * The configured chain `caipNetworkId` when it has Uniswap V3.
 *
 * @throws {FixtureHttpError} 400 'Network not supported' otherwise.
 */
function swapChain(chains: readonly FixtureChain[], caipNetworkId: string): SwapChain {
  const chain = chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!chain?.uniswapV3) throw new FixtureHttpError(400, 'Network not supported')
  return chain as SwapChain
}

/** A CAIP-10 token on a swap chain; the native currency's address becomes WETH9. */
function swapToken(chains: readonly FixtureChain[], caipAddress: string): SwapToken {
  const separator = caipAddress.lastIndexOf(':')
  const chain = swapChain(chains, caipAddress.slice(0, separator))
  const address = getAddress(caipAddress.slice(separator + 1))
  const native = address === getAddress(nativeTokenAddress)
  return { chain, address: native ? chain.uniswapV3.weth9 : address, native }
}

/** The sold and bought tokens: both on one swap chain, and different. */
function swapPair(
  chains: readonly FixtureChain[],
  from: string,
  to: string,
): [SwapToken, SwapToken] {
  const pair: [SwapToken, SwapToken] = [swapToken(chains, from), swapToken(chains, to)]
  if (pair[0].chain !== pair[1].chain) {
    throw new FixtureHttpError(400, 'from and to must be on the same network')
  }
  if (pair[0].address === pair[1].address) {
    throw new FixtureHttpError(400, 'from and to must be different tokens')
  }
  return pair
}

async function bestQuote(
  [from, to]: [SwapToken, SwapToken],
  amountIn: bigint,
): Promise<UniswapV3Quote> {
  const quote = await quoteUniswapV3(from.chain.client, {
    quoterV2: from.chain.uniswapV3.quoterV2,
    tokenIn: from.address,
    tokenOut: to.address,
    amountIn,
  })
  if (!quote) throw new FixtureHttpError(400, 'No route')
  return quote
}

/**
 * The `eip155` part of a built transaction: its gas limit (the node's estimate plus 20 %, as the
 * hosted API's: a Uniswap V3 swap costs more once mined in a later second) and the node's gas
 * price (wei).
 */
async function gasFor(
  chain: SwapChain,
  transaction: { account: Address; to: Address; data: Hex; value: bigint; estimate: boolean },
): Promise<{ gas: string; gasPrice: string }> {
  const { account, to, data, value, estimate } = transaction
  const [gas, gasPrice] = await Promise.all([
    estimate
      ? chain.client
          .estimateGas({ account, to, data, value })
          .then(withGasMargin, (error: unknown) => {
            const reason = error instanceof BaseError ? error.shortMessage : String(error)
            throw new FixtureHttpError(400, `Gas estimation failed: ${reason}`)
          })
      : fixedGas,
    chain.client.getGasPrice(),
  ])
  return { gas: gas.toString(), gasPrice: gasPrice.toString() }
}
