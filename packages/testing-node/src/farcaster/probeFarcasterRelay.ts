/**
 * Checks whether a Farcaster relay answers at `url`: asks `GET /v1/channel/status` without a
 * channel token and expects the relay's `401 { error: 'Unauthorized' }`.
 *
 * @param url - The relay's base URL, e.g. `'http://127.0.0.1:8791'`.
 * @param timeout - How long to wait for the answer, in milliseconds. Defaults to `1_000`.
 * @returns `true` when it answered so; `false` on any failure, never throws.
 */
export async function probeFarcasterRelay(url: string, timeout = 1_000): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1/channel/status`, {
      signal: AbortSignal.timeout(timeout),
    })
    const body = (await response.json()) as { error?: unknown }
    return response.status === 401 && body?.error === 'Unauthorized'
  } catch {
    return false
  }
}
