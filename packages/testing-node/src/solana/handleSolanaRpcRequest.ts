import { accountMethods } from './accountMethods.ts'
import { clusterMethods } from './clusterMethods.ts'
import type { SolanaLedger } from './createSolanaLedger.ts'
import type { SolanaRpcMethod } from './defineSolanaRpcMethod.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { transactionMethods } from './transactionMethods.ts'

const methods: Record<string, SolanaRpcMethod> = {
  ...accountMethods,
  ...clusterMethods,
  ...transactionMethods,
}

/** The Solana JSON-RPC methods the local server answers, in no particular order. */
export const solanaRpcMethodNames: readonly string[] = Object.keys(methods)

type JsonRpcId = string | number | null

/**
 * Answers a JSON-RPC 2.0 HTTP body (https://www.jsonrpc.org/specification) against `ledger`: one
 * request or a batch (answered in order, one after the other). Notifications (no `id`) get no
 * answer. Numbers that are `bigint`s (lamports, slots) are written as plain JSON integers, exact
 * beyond 2^53, as a node writes its u64s.
 *
 * @param ledger - The ledger the methods read and write.
 * @param body - The request body as received.
 * @returns The response body, or `undefined` when nothing is to be answered.
 */
export async function handleSolanaRpcRequest(
  ledger: SolanaLedger,
  body: string,
): Promise<string | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return stringify(errorResponse(null, SolanaRpcError.parseError()))
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0) return stringify(errorResponse(null, SolanaRpcError.invalidRequest()))
    const responses: unknown[] = []
    for (const request of payload) {
      const response = await answer(ledger, request)
      if (response) responses.push(response)
    }
    return responses.length ? stringify(responses) : undefined
  }
  const response = await answer(ledger, payload)
  return response ? stringify(response) : undefined
}

async function answer(ledger: SolanaLedger, request: unknown) {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, SolanaRpcError.invalidRequest())
  }
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  const validId = id === null || typeof id === 'string' || typeof id === 'number'
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (id !== undefined && !validId)) {
    return errorResponse(validId ? (id as JsonRpcId) : null, SolanaRpcError.invalidRequest())
  }
  const handle = Object.hasOwn(methods, method) ? methods[method] : undefined
  let result: unknown
  try {
    if (!handle) throw SolanaRpcError.methodNotFound()
    if (params !== undefined && !Array.isArray(params)) {
      throw SolanaRpcError.invalidParams('params must be an array')
    }
    result = await handle(ledger, params)
  } catch (error) {
    if (id === undefined) return undefined
    const rpcError =
      error instanceof SolanaRpcError ? error : SolanaRpcError.internal(String(error))
    return errorResponse(id as JsonRpcId, rpcError)
  }
  if (id === undefined) return undefined
  return { jsonrpc: '2.0', result, id }
}

function errorResponse(id: JsonRpcId, error: SolanaRpcError) {
  const { code, message, data } = error
  return {
    jsonrpc: '2.0',
    error: data === undefined ? { code, message } : { code, message, data },
    id,
  }
}

/** JSON with `bigint`s written as bare integers (JSON.stringify would throw on them). */
function stringify(value: unknown): string {
  const marker = '\u0000bigint:'
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${marker}${item}` : item,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
