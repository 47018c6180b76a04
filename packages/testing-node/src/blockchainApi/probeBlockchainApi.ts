/**
 * Checks whether a Blockchain API (the fixture or any server with its API) answers at `url`:
 * `GET /v1/supported-chains` must return JSON with an `http` array.
 *
 * @param url - The API's base URL, e.g. `'http://127.0.0.1:8790'`.
 * @param timeout - How long to wait, in milliseconds. Defaults to `1_000`.
 * @returns `true` when it answered so in time; `false` on any failure, never throws.
 */
export async function probeBlockchainApi(url: string, timeout = 1_000): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1/supported-chains`, {
      signal: AbortSignal.timeout(timeout),
    })
    const body: unknown = await response.json()
    return (
      response.ok &&
      typeof body === 'object' &&
      body !== null &&
      Array.isArray((body as { http?: unknown }).http)
    )
  } catch {
    return false
  }
}
