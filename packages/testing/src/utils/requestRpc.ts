import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'

let lastId = 0

/**
 * Sends one JSON-RPC 2.0 request over HTTP POST (https://www.jsonrpc.org/specification) and
 * returns its `result`. Used by the dev wallet to forward node methods, and by tests to drive
 * Anvil directly (e.g. `anvil_setBalance`, `evm_mine`).
 *
 * @param url - The node's HTTP endpoint, e.g. `'http://127.0.0.1:8545'`.
 * @param method - The JSON-RPC method, e.g. `'eth_chainId'`.
 * @param params - The positional params; defaults to `[]`.
 * @param options - `signal` to abort the HTTP request (e.g. `AbortSignal.timeout(1_000)`).
 * @returns The response's `result`, typed as `result` without runtime checks.
 * @throws {DevWalletRpcError} With the node's `code`, `message` and `data` when it answers with
 * an error object; code `4901` 'The Provider is not connected to the requested chain.' (the
 * `fetch` error as `cause`) when the node is unreachable, the request is aborted, or the
 * response is not JSON-RPC.
 *
 * @example
 * import { requestRpc } from '@latch/testing'
 *
 * await requestRpc('http://127.0.0.1:8545', 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
 */
export async function requestRpc<result = unknown>(
  url: string,
  method: string,
  params: unknown = [],
  options: { signal?: AbortSignal } = {},
): Promise<result> {
  lastId += 1
  let body: { result?: result; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: lastId, method, params }),
      signal: options.signal ?? null,
    })
    body = await response.json()
  } catch (error) {
    throw DevWalletRpcError.chainDisconnected(error)
  }
  if (body.error) {
    throw new DevWalletRpcError(body.error.code, body.error.message, { data: body.error.data })
  }
  return body.result as result
}
