import type { AdapterTransaction } from '../../adapter/types.js'
import type { ApiClient } from '../../api/createApiClient.js'
import { SWAP_NETWORK_IDS } from '../../constants.js'
import { LatchError } from '../../errors/base.js'
import {
  GasPriceNetworkUnsupportedError,
  NoSwapRouteError,
  SwapsNetworkUnsupportedError,
} from '../../errors/swap.js'
import type { CaipNetwork } from '../../networks/types.js'
import { decodeApproveCall, encodeApproveCall } from './approveCalldata.js'
import {
  convertAllowanceResponseSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokenSchema,
  convertTokensResponseSchema,
} from './convertSchemas.js'
import { minimumReceived } from './minimumReceived.js'
import type { SwapQuote, SwapSource, SwapToken } from './types.js'

/** The address the Blockchain API gives a network's native currency in CAIP-10 token addresses. */
export const CONVERT_NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Gas prices of a network in wei (`GET /v1/convert/gas-price`). */
export type ConvertGasPrice = { standard: bigint; fast: bigint; instant: bigint }

/** The Blockchain API's convert endpoints as a {@link SwapSource}, plus the network's gas price. */
export type ConvertSwapSource = SwapSource & {
  /**
   * `GET /v1/convert/gas-price?chainId` (spec §7).
   * @throws {GasPriceNetworkUnsupportedError} 'Network not supported for Gas Price' outside the swap
   *   networks.
   */
  getGasPrice(parameters: { caipNetwork: CaipNetwork }): Promise<ConvertGasPrice>
}

/** Parameters of {@link createConvertSwapSource}. */
export type CreateConvertSwapSourceParameters = {
  /** The Blockchain API client (base `options.apiUrl ?? DEFAULT_API_URL`, the project id). */
  api: ApiClient
  /** The eip155 chain ids served; spec §9's swap networks by default (tests use a local chain). */
  networkIds?: readonly number[] | undefined
}

/** The invalid-answer error of {@link ApiClient}, for answers that parse but do not add up. */
const invalidAnswer = (details: string) =>
  new LatchError('The API sent an invalid answer', { details })

/**
 * The Blockchain API's convert endpoints (spec §7) as core's {@link SwapSource}, named
 * `'blockchain-api'`. Token addresses go out as CAIP-10 (`eip155:1:0x…`; the native currency
 * `eip155:1:0xeeee…eeee`), amounts as base units, `userAddress` as CAIP-10. Every answer is checked
 * with zod; a built transaction must be from the user, on the network, carry `0x` hex data, and
 * send wei only when selling the native currency (exactly the amount sold); an approval must call
 * the sold token and send none.
 *
 * - `getTokens`: `GET /v1/convert/tokens?chainId` (malformed entries, other chains and decimals 0
 *   dropped; spec §5).
 * - `getQuote`: `GET /v1/convert/gas-price`, then `GET /v1/convert/quotes?amount&userAddress&from&to
 *   &gasPrice`; `toAmountMin` is the first quote less `slippage` % ({@link minimumReceived}); then
 *   `build-transaction` once without a gas estimate, whose `to` becomes the quote's `contract` (the
 *   API names no router otherwise). A hosted API names its own contract, so what binds the user's
 *   outcome is core's check of the simulated swap against the quote.
 * - `buildApprove`: `GET /v1/convert/build-approve?userAddress&from&to&amount`; the approval must
 *   name `quote.contract` as the spender.
 * - `getAllowance`: `GET /v1/convert/allowance?tokenAddress&userAddress` (`undefined` for the native
 *   currency, no call).
 * - `buildSwap`: `POST /v1/convert/build-transaction` with `{ projectId, userAddress, from, to,
 *   amount, eip155: { slippage }, disableEstimate }`. The API estimates the gas by running the swap,
 *   which reverts while the allowance is short, so the estimate is skipped then (one allowance read
 *   first); the wallet estimates when it sends. The `to` is returned as the API named it.
 *
 * @throws {SwapsNetworkUnsupportedError} 'Network not supported for Swaps' from every method on a
 *   network outside `networkIds` (no request made).
 * @throws {NoSwapRouteError} 'No route for this swap' from `getQuote` when the API has no quote
 *   (an empty list, a zero amount, or `HTTP status code: 400`).
 * @throws {LatchError} As {@link ApiClient.get}: `HTTP status code: {status}`, 'The API sent an
 *   invalid answer', 'The request timed out'.
 * @example
 * const source = createConvertSwapSource({ api: createApiClient({ baseUrl, projectId }) })
 * const tokens = await source.getTokens({ caipNetwork: mainnet })
 */
export function createConvertSwapSource({
  api,
  networkIds = SWAP_NETWORK_IDS,
}: CreateConvertSwapSourceParameters): ConvertSwapSource {
  const served = (caipNetwork: CaipNetwork) =>
    caipNetwork.chainNamespace === 'eip155' && networkIds.includes(Number(caipNetwork.id))
  const checkNetwork = (caipNetwork: CaipNetwork) => {
    if (!served(caipNetwork)) throw new SwapsNetworkUnsupportedError(caipNetwork.caipNetworkId)
  }
  const tokenAddress = (caipNetwork: CaipNetwork, token: SwapToken) =>
    `${caipNetwork.caipNetworkId}:${token.address ?? CONVERT_NATIVE_ADDRESS}`
  const userAddressOf = (caipNetwork: CaipNetwork, userAddress: string) =>
    `${caipNetwork.caipNetworkId}:${userAddress}`

  const getGasPrice: ConvertSwapSource['getGasPrice'] = async ({ caipNetwork }) => {
    if (!served(caipNetwork)) throw new GasPriceNetworkUnsupportedError(caipNetwork.caipNetworkId)
    return api.get('v1/convert/gas-price', convertGasPriceResponseSchema, {
      chainId: caipNetwork.caipNetworkId,
    })
  }

  const getAllowance: SwapSource['getAllowance'] = async ({ caipNetwork, userAddress, token }) => {
    checkNetwork(caipNetwork)
    if (!token.address) return undefined
    const { allowance } = await api.get('v1/convert/allowance', convertAllowanceResponseSchema, {
      tokenAddress: tokenAddress(caipNetwork, token),
      userAddress: userAddressOf(caipNetwork, userAddress),
    })
    return allowance
  }

  /**
   * `build-transaction` for `quote`, checked: from the user, the quoted value, 0x call data. The
   * contract it calls is returned as is: core's swap check compares it with `quote.contract`.
   */
  const requestSwap = async (parameters: {
    caipNetwork: CaipNetwork
    userAddress: string
    quote: Omit<SwapQuote, 'contract'>
    disableEstimate: boolean
  }): Promise<AdapterTransaction> => {
    const { caipNetwork, userAddress, quote } = parameters
    const { tx } = await api.post(
      'v1/convert/build-transaction',
      convertBuildTransactionResponseSchema,
      {
        projectId: api.projectId,
        userAddress: userAddressOf(caipNetwork, userAddress),
        from: tokenAddress(caipNetwork, quote.from),
        to: tokenAddress(caipNetwork, quote.to),
        amount: quote.fromAmount.toString(),
        eip155: { slippage: String(quote.slippage) },
        disableEstimate: parameters.disableEstimate,
      },
    )
    const to = checkTransaction(caipNetwork, userAddress, tx)
    const value = quote.from.address ? 0n : quote.fromAmount
    if (tx.amount !== value) throw invalidAnswer('The swap sends another amount than quoted.')
    return { caipNetwork, from: userAddress, to, value, data: tx.data }
  }

  return {
    name: 'blockchain-api',
    getGasPrice,
    getAllowance,
    async getTokens({ caipNetwork }) {
      checkNetwork(caipNetwork)
      const { tokens } = await api.get('v1/convert/tokens', convertTokensResponseSchema, {
        chainId: caipNetwork.caipNetworkId,
      })
      return tokens.flatMap((entry): SwapToken[] => {
        const parsed = convertTokenSchema.safeParse(entry)
        if (!parsed.success || parsed.data.decimals === 0) return []
        const { name, symbol, decimals, logoUri } = parsed.data
        const address = addressOn(caipNetwork, parsed.data.address)
        if (address === undefined) return []
        const native = address.toLowerCase() === CONVERT_NATIVE_ADDRESS
        return [{ ...(!native && { address }), name, symbol, decimals, iconUrl: logoUri }]
      })
    },
    async getQuote({ caipNetwork, userAddress, from, to, amount, slippage }) {
      checkNetwork(caipNetwork)
      const { standard } = await getGasPrice({ caipNetwork })
      let answer: { quotes: { fromAmount: bigint; toAmount: bigint }[] }
      try {
        answer = await api.get('v1/convert/quotes', convertQuotesResponseSchema, {
          amount: amount.toString(),
          userAddress: userAddressOf(caipNetwork, userAddress),
          from: tokenAddress(caipNetwork, from),
          to: tokenAddress(caipNetwork, to),
          gasPrice: standard.toString(),
        })
      } catch (error) {
        if (error instanceof LatchError && error.code === '400')
          throw new NoSwapRouteError({ cause: error })
        throw error
      }
      const [best] = answer.quotes
      if (!best || best.toAmount === 0n) throw new NoSwapRouteError()
      const quote = {
        from,
        to,
        fromAmount: amount,
        toAmount: best.toAmount,
        toAmountMin: minimumReceived(best.toAmount, slippage),
        slippage,
        source: 'blockchain-api',
      }
      // The contract the quote's swap calls (its router, the approval's only spender), named now:
      // the swap built for the review must call the same one.
      const named = await requestSwap({ caipNetwork, userAddress, quote, disableEstimate: true })
      return { ...quote, contract: named.to } satisfies SwapQuote
    },
    async buildApprove({ caipNetwork, userAddress, quote }) {
      checkNetwork(caipNetwork)
      if (!quote.from.address) throw new LatchError('The native currency needs no approval')
      const { tx } = await api.get('v1/convert/build-approve', convertBuildApproveResponseSchema, {
        userAddress: userAddressOf(caipNetwork, userAddress),
        from: tokenAddress(caipNetwork, quote.from),
        to: tokenAddress(caipNetwork, quote.to),
        amount: quote.fromAmount.toString(),
      })
      // The contract the quote named is the only spender an approval may name.
      const router = quote.contract
      const to = checkTransaction(caipNetwork, userAddress, tx)
      const approval = decodeApproveCall(tx.data)
      if (
        to.toLowerCase() !== quote.from.address.toLowerCase() ||
        tx.value !== 0n ||
        approval?.spender !== router.toLowerCase()
      ) {
        throw invalidAnswer('The approval does not approve the sold token to the swap contract.')
      }
      // The exact amount sold, whatever the service proposed (often an unlimited approval).
      const data = encodeApproveCall(router, quote.fromAmount)
      return { caipNetwork, from: userAddress, to, value: 0n, data }
    },
    async buildSwap({ caipNetwork, userAddress, quote }) {
      checkNetwork(caipNetwork)
      const allowance = await getAllowance({ caipNetwork, userAddress, token: quote.from })
      const disableEstimate = allowance !== undefined && allowance < quote.fromAmount
      return requestSwap({ caipNetwork, userAddress, quote, disableEstimate })
    },
  }
}

/** The `0x` address of an eip155 CAIP-10 address on `caipNetwork`; `undefined` on another chain. */
function addressOn(caipNetwork: CaipNetwork, caipAddress: string): string | undefined {
  const separator = caipAddress.lastIndexOf(':')
  if (caipAddress.slice(0, separator) !== caipNetwork.caipNetworkId) return undefined
  return caipAddress.slice(separator + 1)
}

/**
 * Checks a built transaction is from `userAddress` and calls a contract on `caipNetwork`.
 * @returns The called contract's `0x` address.
 * @throws {LatchError} 'The API sent an invalid answer' otherwise.
 */
function checkTransaction(
  caipNetwork: CaipNetwork,
  userAddress: string,
  tx: { from: string; to: string },
): string {
  const from = addressOn(caipNetwork, tx.from)
  const to = addressOn(caipNetwork, tx.to)
  if (from?.toLowerCase() !== userAddress.toLowerCase() || to === undefined) {
    throw invalidAnswer('The transaction is not from the account, or on another network.')
  }
  return to
}
