import { vi } from 'vitest'
import { toBase64 } from '../keys/base64.js'
import { createDeviceStore, createMemoryStore } from '../keys/deviceStore.js'
import { createAuthServerClient } from '../server/createAuthServerClient.js'
import { createSessionManager } from '../session/createSessionManager.js'

/** The host origin of the test devices. */
export const ORIGIN = 'http://127.0.0.1:5173'

/**
 * A device whose frame (project `demo`, host {@link ORIGIN}) talks to a fake auth server through
 * `fetch`: its session manager and its storage (pass another device's to reload it).
 */
export function createDevice(
  server: { fetch: typeof fetch },
  store = createDeviceStore(createMemoryStore()),
) {
  const session = createSessionManager({
    projectId: 'demo',
    origin: ORIGIN,
    server: createAuthServerClient({ baseUrl: 'http://auth.test', fetch: server.fetch }),
    store,
    onEnded: vi.fn(),
  })
  return { session, store }
}

/** A JSON response (no body for a 204). */
export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status })

/** The public key (x.y) a request's DPoP proof carries, if its htm/htu match the request. */
export function proofKeyOf(init: RequestInit | undefined, url: URL): string | undefined {
  const proof = new Headers(init?.headers).get('dpop')
  if (!proof) return undefined
  const [header, payload] = proof.split('.') as [string, string]
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString())
  const { jwk } = decode(header)
  const claims = decode(payload)
  const valid = claims.htm === init?.method && claims.htu === `${url.origin}${url.pathname}`
  return valid ? `${jwk.x}.${jwk.y}` : undefined
}

/**
 * What a fake auth server answers once a login succeeded: sessions for `user` whose refresh tokens
 * are bound to the login's DPoP key (`POST /v1/session/refresh` rotates them for that key only),
 * and one wallet (`POST /v1/wallet/recovery-secret`, `POST /v1/wallet`).
 */
export function createSessionRoutes(user: Record<string, unknown>) {
  const refreshTokens = new Map<string, string>()
  let tokens = 0
  let wallet: string | undefined
  const session = (key: string) => {
    const refreshToken = `refresh-${tokens++}`
    refreshTokens.set(refreshToken, key)
    return {
      accessToken: 'access',
      refreshToken,
      expiresIn: 900,
      user,
      wallet: wallet ? { address: wallet } : null,
    }
  }
  return {
    session,
    /** The answer to `call` (`METHOD /path`), or `undefined` when it is none of these routes. */
    answer(call: string, body: Record<string, string>, key: string | undefined) {
      switch (call) {
        case 'POST /v1/session/refresh': {
          const bound = refreshTokens.get(body.refreshToken ?? '')
          if (!key || bound !== key) return json(401, { error: 'invalid_session' })
          refreshTokens.delete(body.refreshToken ?? '')
          return json(200, session(key))
        }
        case 'POST /v1/wallet/recovery-secret':
          return json(200, { recoverySecret: toBase64(crypto.getRandomValues(new Uint8Array(32))) })
        case 'POST /v1/wallet':
          wallet = body.address
          return json(201, { address: body.address })
      }
      return undefined
    },
  }
}
