import type * as z from 'zod/mini'
import { createDpopProof } from '../keys/dpopProof.js'
import { AuthServerError } from './AuthServerError.js'
import { serverErrorSchema } from './schemas.js'

/** Every auth-server call gives up after 10 s (every frame message times out). */
export const SERVER_TIMEOUT_MS = 10_000

/**
 * A signal that aborts after {@link SERVER_TIMEOUT_MS}, or when `signal` does; `release` stops
 * listening to `signal` (a long wait makes many requests on one signal).
 */
function timeoutSignal(signal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(SERVER_TIMEOUT_MS)
  if (!signal) return { signal: timeout, release: () => {} }
  const controller = new AbortController()
  const abort = () => controller.abort()
  if (signal.aborted) abort()
  signal.addEventListener('abort', abort)
  timeout.addEventListener('abort', abort, { once: true })
  return {
    signal: controller.signal,
    release: () => {
      signal.removeEventListener('abort', abort)
      timeout.removeEventListener('abort', abort)
    },
  }
}

/** What one auth-server call carries besides its method and path. */
export type ServerCallOptions = {
  body?: unknown
  accessToken?: string
  proofKey?: CryptoKeyPair
  deviceKey?: CryptoKeyPair | undefined
  signal?: AbortSignal
}

/** One auth-server call (see {@link createServerCall}). */
export type ServerCall = ReturnType<typeof createServerCall>

/**
 * The auth server's HTTP call, as `createAuthServerClient` makes each: JSON in and out, parsed
 * with `schema` (`null`: no body expected); a DPoP proof signed with `proofKey` and a
 * `Latch-Device-Proof` signed with `deviceKey` when given, dated by the server's clock as its last
 * `Date` header told; given up after {@link SERVER_TIMEOUT_MS} or when `signal` aborts.
 * @throws {AuthServerError} The server's error body (`error`, `reason`, `attemptsLeft`,
 *   `retryAfter`) with its status; `network` (status 0) when unreachable, timed out or malformed.
 */
export function createServerCall(parameters: {
  baseUrl: string
  fetch?: typeof fetch
  now?: () => number
}) {
  const fetchFn = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = parameters.now ?? Date.now
  // The server's clock minus this device's, in ms, from the last response's `Date` header.
  let clockOffset = 0

  return async function call<schema extends z.ZodMiniType>(
    schema: schema | null,
    method: 'GET' | 'POST',
    path: string,
    options: ServerCallOptions = {},
  ): Promise<z.infer<schema>> {
    const url = new URL(path, parameters.baseUrl)
    const headers: Record<string, string> = {}
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`
    const proofClaims = {
      htm: method,
      htu: `${url.origin}${url.pathname}`,
      iat: Math.floor((now() + clockOffset) / 1000),
    }
    if (options.proofKey) headers.dpop = await createDpopProof(options.proofKey, proofClaims)
    if (options.deviceKey)
      headers['latch-device-proof'] = await createDpopProof(options.deviceKey, proofClaims)
    let response: Response
    let body: unknown
    const deadline = timeoutSignal(options.signal)
    try {
      response = await fetchFn(url, {
        method,
        headers,
        credentials: 'omit',
        cache: 'no-store',
        signal: deadline.signal,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      })
      body = response.status === 204 ? null : await response.json().catch(() => null)
    } catch (cause) {
      throw new AuthServerError(0, 'network', { cause })
    } finally {
      deadline.release()
    }
    const serverTime = Date.parse(response.headers.get('date') ?? '')
    if (Number.isFinite(serverTime)) clockOffset = serverTime - now()
    if (!response.ok) {
      const error = serverErrorSchema.safeParse(body)
      throw new AuthServerError(response.status, error.success ? error.data.error : 'unknown', {
        reason: error.success ? error.data.reason : undefined,
        attemptsLeft: error.success ? error.data.attemptsLeft : undefined,
        retryAfter: error.success ? error.data.retryAfter : undefined,
      })
    }
    if (!schema) return undefined as z.infer<schema>
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new AuthServerError(0, 'network', { cause: parsed.error })
    return parsed.data as z.infer<schema>
  }
}
