import { createServer, type IncomingMessage, type Server } from 'node:http'
import { z } from 'zod'
import { BundlerRpcError } from './userOperationRpc.ts'

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})

/** A JSON-RPC method: validated params in, a JSON-serialisable result out. */
export type JsonRpcHandler = (params: unknown[]) => Promise<unknown>

/**
 * An HTTP server answering JSON-RPC 2.0 POSTs (single requests and batches) with `handlers`,
 * CORS open to every origin (the frame calls it from the browser). Errors thrown as
 * {@link BundlerRpcError} keep their code; zod errors become -32602; anything else -32603.
 */
export function createJsonRpcServer(
  handlers: Record<string, JsonRpcHandler>,
  fallback?: (method: string, params: unknown[]) => Promise<unknown>,
): Server {
  const answer = async (body: unknown) => {
    const parsed = requestSchema.safeParse(body)
    if (!parsed.success) {
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
    }
    const { id = null, method, params = [] } = parsed.data
    try {
      const handler = handlers[method]
      if (handler) return { jsonrpc: '2.0', id, result: await handler(params) }
      if (fallback) return { jsonrpc: '2.0', id, result: await fallback(method, params) }
      throw new BundlerRpcError(-32601, `Method not found: ${method}`)
    } catch (error) {
      return { jsonrpc: '2.0', id, error: toJsonRpcError(error) }
    }
  }
  return createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST') return void response.writeHead(405).end()
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      const error = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(error))
    }
    const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(result, (_, value) =>
        typeof value === 'bigint' ? `0x${value.toString(16)}` : value,
      ),
    )
  })
}

function toJsonRpcError(error: unknown): { code: number; message: string; data?: unknown } {
  if (error instanceof BundlerRpcError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    }
  }
  if (error instanceof z.ZodError) {
    return { code: -32602, message: `Invalid params: ${z.prettifyError(error)}` }
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Whether a JSON-RPC server on `url` answers `method` with `expected`. */
export async function probeJsonRpc(
  url: string,
  method: string,
  expected: unknown,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      signal: AbortSignal.timeout(2_000),
    })
    const body = (await response.json()) as { result?: unknown }
    return JSON.stringify(body.result) === JSON.stringify(expected)
  } catch {
    return false
  }
}
