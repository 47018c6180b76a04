import {
  type Address,
  BaseError,
  createWalletClient,
  type Hash,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  numberToHex,
  RpcRequestError,
} from 'viem'
import { estimateGas } from 'viem/actions'
import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'
import type { DevWalletStore } from '../createDevWalletStore.ts'
import { withGasMargin } from '../withGasMargin.ts'
import { isRecord } from './isRecord.ts'
import { paramsOf } from './paramsOf.ts'

/**
 * `eth_sendTransaction` (https://eips.ethereum.org/EIPS/eip-1474): signs the transaction with
 * the selected local account and sends it to the current chain's node, filling nonce, gas and
 * fees there (gas: the node's estimate plus 20 %, {@link withGasMargin}, as a real wallet does). `from` must be the authorized account; a `chainId`, if given, must be the current
 * chain's.
 *
 * @returns The transaction hash.
 * @throws {DevWalletRpcError} 4100 unauthorized `from`; -32602 malformed fields; -32603 'The
 * current chain has no RPC URL'; 4001 on rejection; the node's own code and message when it
 * refuses the transaction.
 */
export async function sendTransaction(store: DevWalletStore, params: unknown): Promise<Hash> {
  const [request] = paramsOf(params, '[transaction]')
  if (!isRecord(request)) throw DevWalletRpcError.invalidParams('expected [transaction]')
  store.assertAuthorized(request.from)
  const { rpcUrl } = store.chain
  if (!rpcUrl) throw DevWalletRpcError.noRpcUrl()
  const transaction = parseTransaction(request, store.chain.id)
  await store.approve()

  const client = createWalletClient({ account: store.account, transport: http(rpcUrl) })
  try {
    const gas =
      transaction.gas ??
      withGasMargin(await estimateGas(client, { ...transaction, account: store.account }))
    return await client.sendTransaction({ ...transaction, gas, chain: null })
  } catch (error) {
    throw toDevWalletRpcError(error)
  }
}

/** Converts the JSON-RPC transaction object's hex quantities to the bigints viem takes. */
function parseTransaction(request: Record<string, unknown>, chainId: number) {
  const { to, data = request.input } = request
  if (to !== undefined && to !== null && !(typeof to === 'string' && isAddress(to))) {
    throw DevWalletRpcError.invalidParams('expected `to` to be an address')
  }
  if (data !== undefined && !isHex(data)) {
    throw DevWalletRpcError.invalidParams('expected `data` to be hex')
  }
  const requestChainId = request.chainId
  if (
    requestChainId !== undefined &&
    !(isHex(requestChainId) && Number(requestChainId) === chainId)
  ) {
    throw DevWalletRpcError.invalidParams(
      `chainId ${String(requestChainId)} is not the current chain ${numberToHex(chainId)}`,
    )
  }
  const quantity = (field: string) => {
    const value = request[field]
    if (value === undefined) return undefined
    if (!isHex(value)) throw DevWalletRpcError.invalidParams(`expected \`${field}\` to be hex`)
    return hexToBigInt(value)
  }
  const nonce = quantity('nonce')
  const gasPrice = quantity('gasPrice')
  const maxFeePerGas = quantity('maxFeePerGas')
  const maxPriorityFeePerGas = quantity('maxPriorityFeePerGas')
  if (gasPrice !== undefined && (maxFeePerGas ?? maxPriorityFeePerGas) !== undefined) {
    throw DevWalletRpcError.invalidParams('expected either gasPrice or EIP-1559 fees, not both')
  }
  return {
    to: to as Address | null | undefined,
    data: data as Hex | undefined,
    value: quantity('value'),
    gas: quantity('gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    ...(gasPrice === undefined ? { maxFeePerGas, maxPriorityFeePerGas } : { gasPrice }),
  }
}

/** Keeps the node's JSON-RPC error (code, message, data) when viem wraps one. */
function toDevWalletRpcError(error: unknown): DevWalletRpcError {
  if (!(error instanceof BaseError)) return new DevWalletRpcError(-32603, String(error))
  const rpcError = error.walk((cause) => cause instanceof RpcRequestError)
  if (rpcError instanceof RpcRequestError) {
    return new DevWalletRpcError(rpcError.code, rpcError.details, {
      data: rpcError.data,
      cause: error,
    })
  }
  return new DevWalletRpcError(-32603, error.shortMessage, { cause: error })
}
