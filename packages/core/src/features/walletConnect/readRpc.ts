import { LatchError } from '../../errors/base.js'

/** How long a read may take at the network's RPC node, in ms. */
const READ_TIMEOUT_MS = 15_000

/**
 * Sends one JSON-RPC read (`eth_call`, `eth_getBalance`…) to a network's HTTP RPC URL and returns
 * its `result`, accepting only an answer to this request (same `id`, a `result`, or an error
 * with an integer `code` and a string `message`).
 *
 * @param parameters - `url`, the request `id`, `method`, `params` and the CAIP-2 `chainId` (for
 * messages).
 * @throws {RpcReadError} 'The RPC node failed <method>': no answer in 15 s, an HTTP error, a body
 * that is not an answer to this request, or the node's JSON-RPC error (its code in `rpcCode`).
 */
export async function readRpc<result>(parameters: {
  url: string
  id: number
  method: string
  params: unknown
  chainId: string
}): Promise<result> {
  const { url, id, method, params, chainId } = parameters
  let body: unknown
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    throw new RpcReadError(method, chainId, error instanceof Error ? error.message : String(error))
  }
  return readJsonRpcAnswer<result>(body, id, method, chainId)
}

/** A read the network's RPC node did not answer usefully: 'The RPC node failed <method>'. */
export class RpcReadError extends LatchError {
  override name = 'RpcReadError'
  /** The node's JSON-RPC error code, when it sent one. */
  readonly rpcCode: number | undefined
  constructor(method: string, chainId: string, details: string, rpcCode?: number) {
    super(`The RPC node failed ${method}`, { details: `${chainId}: ${details}` })
    this.rpcCode = rpcCode
  }
}

/** The `result` of a JSON-RPC answer with `id`; its error (integer code, string message) thrown. */
function readJsonRpcAnswer<result>(
  body: unknown,
  id: number,
  method: string,
  chainId: string,
): result {
  if (typeof body !== 'object' || body === null || (body as { id?: unknown }).id !== id) {
    throw new RpcReadError(method, chainId, 'The answer is not a JSON-RPC answer to this request.')
  }
  const { error } = body as { error?: unknown }
  if (error !== undefined) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    throw new RpcReadError(
      method,
      chainId,
      typeof message === 'string' ? message : 'Unknown error',
      Number.isInteger(code) ? (code as number) : undefined,
    )
  }
  if (!('result' in body)) throw new RpcReadError(method, chainId, 'The answer has no result.')
  return (body as { result: result }).result
}
