import * as z from 'zod/mini'

/** A JSON-RPC 2.0 error object. `data` is whatever the peer sent. */
export const jsonRpcErrorSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
})

/** A JSON-RPC 2.0 request with a numeric id (WalletConnect and the relay use numbers). */
export const jsonRpcRequestSchema = z.object({
  id: z.number(),
  jsonrpc: z.literal('2.0'),
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.unknown()),
})

const jsonRpcErrorResponseSchema = z.object({
  id: z.number(),
  jsonrpc: z.literal('2.0'),
  error: jsonRpcErrorSchema,
})
const jsonRpcResultResponseSchema = z.object({ id: z.number(), jsonrpc: z.literal('2.0') })

/** A JSON-RPC request object. */
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>
/** A JSON-RPC error object. */
export type JsonRpcError = z.infer<typeof jsonRpcErrorSchema>

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
  const request = jsonRpcRequestSchema.safeParse(value)
  if (request.success) return { type: 'request', request: request.data }
  if (typeof value !== 'object' || value === null) return undefined
  if ('error' in value) {
    const response = jsonRpcErrorResponseSchema.safeParse(value)
    return response.success
      ? { type: 'error', id: response.data.id, error: response.data.error }
      : undefined
  }
  const response = jsonRpcResultResponseSchema.safeParse(value)
  if (!response.success || !('result' in value)) return undefined
  return { type: 'result', id: response.data.id, result: value.result }
}
