import type { ApiClient } from '../../api/createApiClient.js'
import { GasPriceNetworkUnsupportedError, SwapsNetworkUnsupportedError } from '../../errors/swap.js'
import { SWAP_NETWORK_IDS } from '../../featureConstants.js'
import type { CaipNetwork } from '../../networks/types.js'
import {
  buildConvertApprove,
  fetchConvertAllowance,
  fetchConvertQuote,
  fetchConvertTokens,
  requestConvertSwap,
} from './convertCalls.js'
import { convertGasPriceResponseSchema } from './convertSchemas.js'
import type { SwapSource } from './types.js'

export { CONVERT_NATIVE_ADDRESS } from './convertCalls.js'
/** Gas prices of a network in wei (`GET /v1/convert/gas-price`). */
export type ConvertGasPrice = { standard: bigint; fast: bigint; instant: bigint }

/** The Blockchain API's convert endpoints as a {@link SwapSource}, plus the network's gas price. */
export type ConvertSwapSource = SwapSource & {
  /**
   * `GET /v1/convert/gas-price?chainId`.
   * @throws {GasPriceNetworkUnsupportedError} 'Network not supported for Gas Price' outside the swap
   *   networks.
   */
  getGasPrice(parameters: { caipNetwork: CaipNetwork }): Promise<ConvertGasPrice>
}

/** Parameters of {@link createConvertSwapSource}. */
export type CreateConvertSwapSourceParameters = {
  /** The Blockchain API client (base `options.apiUrl ?? DEFAULT_API_URL`, the project id). */
  api: ApiClient
  /** The eip155 chain ids served; the swap networks by default (tests use a local chain). */
  networkIds?: readonly number[] | undefined
}

/**
 * The Blockchain API's convert endpoints as core's {@link SwapSource}, named
 * `'blockchain-api'`. Token addresses go out as CAIP-10 (`eip155:1:0x…`; the native currency
 * `eip155:1:0xeeee…eeee`), amounts as base units, `userAddress` as CAIP-10. Every answer is checked
 * with zod; a built transaction must be from the user, on the network, carry `0x` hex data, and
 * send wei only when selling the native currency (exactly the amount sold); an approval must call
 * the sold token and send none.
 *
 * - `getTokens`: `GET /v1/convert/tokens?chainId` (malformed entries, other chains and decimals 0
 *   dropped).
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
  const getGasPrice: ConvertSwapSource['getGasPrice'] = async ({ caipNetwork }) => {
    if (!served(caipNetwork)) throw new GasPriceNetworkUnsupportedError(caipNetwork.caipNetworkId)
    return api.get('v1/convert/gas-price', convertGasPriceResponseSchema, {
      chainId: caipNetwork.caipNetworkId,
    })
  }
  const getAllowance: SwapSource['getAllowance'] = async (parameters) => {
    checkNetwork(parameters.caipNetwork)
    return fetchConvertAllowance(api, parameters)
  }
  return {
    name: 'blockchain-api',
    getGasPrice,
    getAllowance,
    async getTokens({ caipNetwork }) {
      checkNetwork(caipNetwork)
      return fetchConvertTokens(api, caipNetwork)
    },
    async getQuote(parameters) {
      checkNetwork(parameters.caipNetwork)
      const { standard } = await getGasPrice(parameters)
      return fetchConvertQuote(api, { ...parameters, gasPrice: standard })
    },
    async buildApprove(parameters) {
      checkNetwork(parameters.caipNetwork)
      return buildConvertApprove(api, parameters)
    },
    async buildSwap({ caipNetwork, userAddress, quote }) {
      checkNetwork(caipNetwork)
      const allowance = await getAllowance({ caipNetwork, userAddress, token: quote.from })
      const disableEstimate = allowance !== undefined && allowance < quote.fromAmount
      return requestConvertSwap(api, { caipNetwork, userAddress, quote, disableEstimate })
    },
  }
}
