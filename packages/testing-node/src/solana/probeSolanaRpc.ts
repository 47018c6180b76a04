/**
 * Checks whether a Solana JSON-RPC server answers at `url`: sends `getGenesisHash` and waits for a
 * string `result`.
 *
 * @param url - The server's HTTP URL, e.g. `'http://127.0.0.1:8899'`.
 * @param timeout - How long to wait for the answer, in milliseconds. Defaults to `1_000`.
 * @returns The genesis hash it answered, or `undefined` on any failure; never throws.
 *
 * @example
 * if (await probeSolanaRpc('http://127.0.0.1:8899')) console.log('a Solana RPC is running')
 */
export async function probeSolanaRpc(url: string, timeout = 1_000): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      signal: AbortSignal.timeout(timeout),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body?.result === 'string' ? body.result : undefined
  } catch {
    return undefined
  }
}
