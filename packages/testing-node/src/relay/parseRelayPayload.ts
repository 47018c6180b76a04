import { RelayRpcError } from './RelayRpcError.ts'

/**
 * One WebSocket frame the relay received, classified. `idText` is the request's `id` exactly as
 * it was written, to be echoed verbatim in the answer: WalletConnect clients use ids above 2^53
 * (`getBigIntRpcId`), which `JSON.parse` would round.
 */
export type RelayPayload =
  | { type: 'request'; idText: string; method: string; params: unknown }
  | { type: 'response'; id: unknown; result: unknown; error: unknown }
  | { type: 'invalid'; idText: string; error: RelayRpcError }

/**
 * Parses a JSON-RPC 2.0 frame (https://www.jsonrpc.org/specification) sent to the relay fixture:
 * a request from a client, or a client's response to an `irn_subscription` the relay sent.
 *
 * Never throws: malformed input comes back as `{ type: 'invalid' }` carrying the error to answer
 * with: `-32700` 'Parse error'; `-32600` 'Invalid Request: batches are not supported',
 * 'Invalid Request: expected a JSON-RPC object', 'Invalid Request: expected `jsonrpc` to be
 * "2.0"', 'Invalid Request: expected `id` to be a number or a string',
 * 'Invalid Request: expected `method` to be a non-empty string'.
 *
 * @param text - The frame's text.
 * @returns The classified payload; `idText` is `'null'` when the id is unknown.
 *
 * @example
 * parseRelayPayload('{"id":1717000000000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 * // { type: 'request', idText: '1717000000000123456', method: 'irn_subscribe', params: { topic: 'ab' } }
 */
export function parseRelayPayload(text: string): RelayPayload {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return invalid('null', RelayRpcError.parseError())
  }
  if (Array.isArray(payload)) {
    return invalid('null', RelayRpcError.invalidRequest('batches are not supported'))
  }
  if (typeof payload !== 'object' || payload === null) {
    return invalid('null', RelayRpcError.invalidRequest('expected a JSON-RPC object'))
  }
  const { id, jsonrpc, method, params, result, error } = payload as Record<string, unknown>
  const idText = typeof id === 'number' || typeof id === 'string' ? rawIdText(text, id) : 'null'
  if (jsonrpc !== '2.0') {
    return invalid(idText, RelayRpcError.invalidRequest('expected `jsonrpc` to be "2.0"'))
  }
  if (method === undefined && ('result' in payload || 'error' in payload)) {
    return { type: 'response', id, result, error }
  }
  if (idText === 'null') {
    return invalid(idText, RelayRpcError.invalidRequest('expected `id` to be a number or a string'))
  }
  if (typeof method !== 'string' || method === '') {
    return invalid(
      idText,
      RelayRpcError.invalidRequest('expected `method` to be a non-empty string'),
    )
  }
  return { type: 'request', idText, method, params }
}

function invalid(idText: string, error: RelayRpcError): RelayPayload {
  return { type: 'invalid', idText, error }
}

/**
 * The id's JSON text. An integer beyond `Number.MAX_SAFE_INTEGER` is read back from the frame:
 * the first top-level-looking `"id": <digits>` whose value rounds to the parsed one (`"id"`
 * inside a JSON string is escaped, so string contents never match).
 */
function rawIdText(text: string, id: number | string): string {
  if (typeof id === 'string' || Number.isSafeInteger(id)) return JSON.stringify(id)
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+)(?=\s*[,}])/g)) {
    const digits = match[1]
    if (digits !== undefined && Number(digits) === id) return digits
  }
  return JSON.stringify(id)
}
