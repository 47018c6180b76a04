import type * as z from 'zod/mini'
import { LatchError } from '../errors/base.js'
import { httpStatusMessage } from '../errors/messages.js'

/** JSON-RPC and API calls time out after 10 s. */
export const API_TIMEOUT_MS = 10_000

/** Identifies Latch to hosted services (sdk type and version go with every GET). */
export const SDK_TYPE = 'latch'
export const SDK_VERSION = '0.1.0'

/** Query parameters; `undefined` values are left out. */
export type ApiQuery = Record<string, string | number | boolean | undefined>

/** A minimal client for the hosted services the integrator enabled with a project id or `apiUrl`. */
export type ApiClient = {
  readonly baseUrl: string
  readonly projectId: string | undefined
  /**
   * GETs `path` under `baseUrl` with `projectId` (when set), `st` (sdk type) and `sv` (sdk version)
   * added to the query, parses the JSON body and checks it against `schema`.
   * @throws {LatchError} `HTTP status code: {status}` when the answer is not OK; 'The API sent an
   *   invalid answer' when the body is not JSON or not what `schema` allows; 'The request timed
   *   out' after 10 s; the network error otherwise (or the `signal`'s reason when it aborts).
   * @param init.cache - The fetch cache mode, e.g. `'no-cache'` to revalidate with the server.
   */
  get<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    query?: ApiQuery,
    init?: { signal?: AbortSignal | undefined; cache?: RequestCache | undefined },
  ): Promise<T>
  /**
   * POSTs `body` as JSON to `path` (query as for `get`: `projectId` is added) and checks
   * the answer against `schema`. Throws as `get`.
   */
  post<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    body: unknown,
    init?: { query?: ApiQuery; signal?: AbortSignal | undefined },
  ): Promise<T>
  /**
   * GETs `path` like `get` (same query parameters and headers: images are fetched as the
   * registry is) and hands the OK response to `read`, e.g. to take an image's bytes.
   * Throws as `get`, and what `read` throws.
   */
  getResponse<T>(
    path: string,
    read: (response: Response) => Promise<T>,
    init?: { query?: ApiQuery; signal?: AbortSignal | undefined },
  ): Promise<T>
}

/**
 * Creates the client for the hosted API at `baseUrl` (the wallet registry, project config and the
 * Blockchain API). Core calls it only when a project id or `apiUrl` is set.
 *
 * @param parameters.projectId - Sent as the `projectId` query parameter and `x-project-id` header.
 * @param parameters.fetch - Injected for tests; defaults to the global `fetch`.
 */
export function createApiClient(parameters: {
  baseUrl: string
  projectId?: string | undefined
  fetch?: typeof fetch
}): ApiClient {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const { projectId } = parameters
  const doFetch = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const headers: Record<string, string> = { 'x-sdk-type': SDK_TYPE, 'x-sdk-version': SDK_VERSION }
  if (projectId) headers['x-project-id'] = projectId

  const parseWith =
    <T>(method: string, path: string, schema: z.ZodMiniType<T>) =>
    async (response: Response): Promise<T> => {
      const json = await response.json().catch(() => undefined)
      const parsed = schema.safeParse(json)
      if (!parsed.success) {
        throw new LatchError('The API sent an invalid answer', { details: `${method} ${path}` })
      }
      return parsed.data
    }

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    read: (response: Response) => Promise<T>,
    query: ApiQuery,
    body: unknown,
    signal: AbortSignal | undefined,
    cache?: RequestCache,
  ): Promise<T> {
    const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`)
    const params = { ...query, projectId, st: SDK_TYPE, sv: SDK_VERSION }
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS)
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const response = await doFetch(url, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: controller.signal,
        ...(cache && { cache }),
      })
      if (!response.ok)
        throw new LatchError(httpStatusMessage(response.status), {
          code: String(response.status),
        })
      return await read(response)
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error
      if (controller.signal.aborted) throw new LatchError('The request timed out', { cause: error })
      throw error
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  return {
    baseUrl,
    projectId,
    get: (path, schema, query = {}, init = {}) =>
      send('GET', path, parseWith('GET', path, schema), query, undefined, init.signal, init.cache),
    post: (path, schema, body, init = {}) =>
      send('POST', path, parseWith('POST', path, schema), init.query ?? {}, body, init.signal),
    getResponse: (path, read, init = {}) =>
      send('GET', path, read, init.query ?? {}, undefined, init.signal),
  }
}
