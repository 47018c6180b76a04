import * as v from 'valibot'
import { anyValue, finiteNumber, safeInteger } from './numbers.js'

const jsonRpcVersion = v.picklist(['2.0'])

/** A JSON-RPC 2.0 error object. `data` is whatever the peer sent. */
export const jsonRpcErrorSchema = v.object({
  code: safeInteger,
  message: v.string(),
  data: v.optional(anyValue),
})

/** A JSON-RPC 2.0 request with a numeric id (WalletConnect and the relay use numbers). */
export const jsonRpcRequestSchema = v.object({
  id: finiteNumber,
  jsonrpc: jsonRpcVersion,
  method: v.pipe(v.string(), v.minLength(1)),
  params: v.optional(anyValue),
})

const jsonRpcErrorResponseSchema = v.object({
  id: finiteNumber,
  jsonrpc: jsonRpcVersion,
  error: jsonRpcErrorSchema,
})
const jsonRpcResultResponseSchema = v.object({ id: finiteNumber, jsonrpc: jsonRpcVersion })

/** A JSON-RPC request object. */
export type JsonRpcRequest = v.InferOutput<typeof jsonRpcRequestSchema>
/** A JSON-RPC error object. */
export type JsonRpcError = v.InferOutput<typeof jsonRpcErrorSchema>

/** A parsed inbound JSON-RPC payload. */
export type JsonRpcPayload =
  | { type: 'request'; request: JsonRpcRequest }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: JsonRpcError }

/**
 * Parses one inbound JSON-RPC 2.0 message (text) into a request, a result or an error.
 *
 * @param text - The message as received.
 * @returns The payload, or `undefined` when the text is not JSON or not JSON-RPC 2.0.
 */
export function parseJsonRpc(text: string): JsonRpcPayload | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const request = v.safeParse(jsonRpcRequestSchema, value)
  if (request.success) return { type: 'request', request: request.output }
  if (typeof value !== 'object' || value === null) return undefined
  if ('error' in value) {
    const response = v.safeParse(jsonRpcErrorResponseSchema, value)
    return response.success
      ? { type: 'error', id: response.output.id, error: response.output.error }
      : undefined
  }
  const response = v.safeParse(jsonRpcResultResponseSchema, value)
  if (!response.success || !('result' in value)) return undefined
  return { type: 'result', id: response.output.id, result: value.result }
}
