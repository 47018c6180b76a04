import type { AdapterTransaction } from '../../adapter/types.js'
import type { ApiClient } from '../../api/createApiClient.js'
import { NATIVE_TOKEN_ADDRESSES } from '../../data/nativeTokenAddresses.js'
import { LatchError } from '../../errors/base.js'
import { NoSwapRouteError } from '../../errors/swap.js'
import type { CaipNetwork } from '../../networks/types.js'
import { decodeApproveCall, encodeApproveCall } from './approveCalldata.js'
import {
  convertAllowanceResponseSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionResponseSchema,
  convertQuotesResponseSchema,
  convertTokenSchema,
  convertTokensResponseSchema,
} from './convertSchemas.js'
import { minimumReceived } from './minimumReceived.js'
import type { SwapQuote, SwapSource, SwapToken } from './types.js'

// The Blockchain API's convert calls behind `createConvertSwapSource` (spec §7), each checked.

/** The address the Blockchain API gives a network's native currency in CAIP-10 token addresses. */
export const CONVERT_NATIVE_ADDRESS = NATIVE_TOKEN_ADDRESSES.eip155

/** The invalid-answer error of {@link ApiClient}, for answers that parse but do not add up. */
const invalidAnswer = (details: string) =>
  new LatchError('The API sent an invalid answer', { details })

/** A token as the API names it: CAIP-10, the native currency as `0xeeee…eeee`. */
const tokenAddress = (caipNetwork: CaipNetwork, token: SwapToken) =>
  `${caipNetwork.caipNetworkId}:${token.address ?? CONVERT_NATIVE_ADDRESS}`

/** The user's address as the API takes it: CAIP-10. */
const userAddressOf = (caipNetwork: CaipNetwork, userAddress: string) =>
  `${caipNetwork.caipNetworkId}:${userAddress}`

/** `GET /v1/convert/allowance`; `undefined` for the native currency (no call). */
export async function fetchConvertAllowance(
  api: ApiClient,
  {
    caipNetwork,
    userAddress,
    token,
  }: { caipNetwork: CaipNetwork; userAddress: string; token: SwapToken },
): Promise<bigint | undefined> {
  if (!token.address) return undefined
  const { allowance } = await api.get('v1/convert/allowance', convertAllowanceResponseSchema, {
    tokenAddress: tokenAddress(caipNetwork, token),
    userAddress: userAddressOf(caipNetwork, userAddress),
  })
  return allowance
}

/** `GET /v1/convert/tokens`: malformed entries, other chains and decimals 0 dropped. */
export async function fetchConvertTokens(
  api: ApiClient,
  caipNetwork: CaipNetwork,
): Promise<SwapToken[]> {
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
}

/**
 * `GET /v1/convert/quotes` at `gasPrice`, then `build-transaction` once without a gas estimate,
 * whose `to` becomes the quote's `contract`.
 * @throws {NoSwapRouteError} 'No route for this swap' for an empty list, a zero amount or HTTP 400.
 */
export async function fetchConvertQuote(
  api: ApiClient,
  parameters: Parameters<SwapSource['getQuote']>[0] & { gasPrice: bigint },
): Promise<SwapQuote> {
  const { caipNetwork, userAddress, from, to, amount, slippage } = parameters
  let answer: { quotes: { fromAmount: bigint; toAmount: bigint }[] }
  try {
    answer = await api.get('v1/convert/quotes', convertQuotesResponseSchema, {
      amount: amount.toString(),
      userAddress: userAddressOf(caipNetwork, userAddress),
      from: tokenAddress(caipNetwork, from),
      to: tokenAddress(caipNetwork, to),
      gasPrice: parameters.gasPrice.toString(),
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
  const named = await requestConvertSwap(api, {
    caipNetwork,
    userAddress,
    quote,
    disableEstimate: true,
  })
  return { ...quote, contract: named.to } satisfies SwapQuote
}

/**
 * `GET /v1/convert/build-approve`, checked: it must call the sold token, send nothing and name
 * `quote.contract` as the spender; the approval sent is of the exact amount sold.
 */
export async function buildConvertApprove(
  api: ApiClient,
  {
    caipNetwork,
    userAddress,
    quote,
  }: { caipNetwork: CaipNetwork; userAddress: string; quote: SwapQuote },
): Promise<AdapterTransaction> {
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
}

/**
 * `build-transaction` for `quote`, checked: from the user, the quoted value, 0x call data. The
 * contract it calls is returned as is: core's swap check compares it with `quote.contract`.
 */
export async function requestConvertSwap(
  api: ApiClient,
  parameters: {
    caipNetwork: CaipNetwork
    userAddress: string
    quote: Omit<SwapQuote, 'contract'>
    disableEstimate: boolean
  },
): Promise<AdapterTransaction> {
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
