import type * as z from 'zod/mini'
import { LatchError } from '../errors/base.js'
import { httpStatusMessage } from '../errors/messages.js'

/** Spec §7: JSON-RPC and API calls time out after 10 s. */
export const API_TIMEOUT_MS = 10_000

/** Identifies Latch to hosted services (spec §7: sdk type and version go with every GET). */
export const SDK_TYPE = 'latch'
export const SDK_VERSION = '0.1.0'

/** A minimal client for the hosted services the integrator enabled with a project id. */
export type ApiClient = {
  readonly baseUrl: string
  /**
   * GETs `path` under `baseUrl` with `projectId`, `st` (sdk type) and `sv` (sdk version) added
   * to the query (spec §7), parses the JSON body and checks it against `schema`.
   * @throws {LatchError} `HTTP status code: {status}` when the answer is not OK; 'The API sent an
   *   invalid answer' when the body is not JSON or not what `schema` allows; the network error or
   *   'The request timed out' otherwise.
   */
  get<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    query?: Record<string, string | number | undefined>,
  ): Promise<T>
}

/**
 * Creates the client for the hosted API at `baseUrl` (e.g. the wallet registry and project
 * config). Core calls it only when a project id is set (DESIGN.md §6).
 *
 * @param parameters.fetch - Injected for tests; defaults to the global `fetch`.
 */
export function createApiClient(parameters: {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch
}): ApiClient {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const doFetch = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  return {
    baseUrl,
    async get<T>(
      path: string,
      schema: z.ZodMiniType<T>,
      query: Record<string, string | number | undefined> = {},
    ): Promise<T> {
      const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`)
      const params = { ...query, projectId: parameters.projectId, st: SDK_TYPE, sv: SDK_VERSION }
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined) url.searchParams.set(key, String(value))
      }
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS)
      try {
        const response = await doFetch(url, {
          headers: {
            'x-project-id': parameters.projectId,
            'x-sdk-type': SDK_TYPE,
            'x-sdk-version': SDK_VERSION,
          },
          signal: controller.signal,
        })
        if (!response.ok)
          throw new LatchError(httpStatusMessage(response.status), {
            code: String(response.status),
          })
        const body = await response.json().catch(() => undefined)
        const parsed = schema.safeParse(body)
        if (!parsed.success) {
          throw new LatchError('The API sent an invalid answer', { details: `GET ${path}` })
        }
        return parsed.data
      } catch (error) {
        if (controller.signal.aborted)
          throw new LatchError('The request timed out', { cause: error })
        throw error
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
