import { beforeAll } from 'vitest'
import type { Session } from '../sessions/issueSession.js'
import { DEV_ALLOWED_ORIGINS } from './devAuthServerEnv.js'
import { createDpopProof, type DpopKey } from './dpopProof.js'
import { signIn } from './signIn.js'
import type { CeremonyInput, SoftAuthenticator } from './softAuthenticator.js'
import type { TestAuthServer } from './startTestAuthServer.js'
import { useTestAuthServer } from './useTestAuthServer.js'

/** The host page the passkey tests run in (one of the dev project's allowed origins). */
export const HOST_ORIGIN = DEV_ALLOWED_ORIGINS[0] ?? 'http://127.0.0.1:5173'

/** A test wallet's address and shares (opaque bytes to the server). */
export const TEST_WALLET = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  authShare: Buffer.from('auth-share-bytes').toString('base64'),
  recoveryShare: Buffer.from('recovery-share-ciphertext').toString('base64'),
}

/** The ceremony fields a test can make wrong: see {@link CeremonyInput}. */
export type CeremonyOverrides = Partial<Omit<CeremonyInput, 'challenge'>> & { counter?: number }

/** A test server whose public URL is `http://localhost:{port}` (passkeys need a domain, not an IP). */
export type PasskeyTestServer = {
  server: TestAuthServer
  /** The public origin: the frame's origin, the RP's `origin`; its host `localhost` the RP ID. */
  frameOrigin: string
  /** A call with a Bearer token, from `ip` (`X-Forwarded-For`). */
  bearer(session: Session, path: string, body?: unknown, ip?: string): Promise<Response>
  /** Register options, then verify with `authenticator` (`overrides` make a field wrong). */
  register(
    session: Session,
    authenticator: SoftAuthenticator,
    options?: { prf?: boolean; ip?: string; overrides?: CeremonyOverrides },
  ): Promise<Response>
  /** Login options for `key`, then the assertion body (`overrides` make a field wrong). */
  loginBody(
    authenticator: SoftAuthenticator,
    key: DpopKey,
    options?: { ip?: string; overrides?: CeremonyOverrides },
  ): Promise<{ challengeId: string; response: unknown }>
  /** Posts a login assertion body with a DPoP proof of `key`. */
  loginVerify(body: unknown, key: DpopKey, ip?: string): Promise<Response>
  /** The signed ceremony input for a challenge, with `overrides`. */
  ceremony(challenge: string, overrides?: CeremonyOverrides): CeremonyInput & { counter?: number }
  /** Signs in by email code, makes the wallet and returns the session. */
  signInWithWallet(email: string): Promise<Session>
}

/**
 * Vitest: a {@link useTestAuthServer} with `env`, its public URL moved to `localhost` before any
 * token is issued, and the passkey ceremonies a frame runs, as helpers.
 */
export function usePasskeyTestServer(env: Record<string, string> = {}): PasskeyTestServer {
  const harness = useTestAuthServer(env)
  const api = {} as PasskeyTestServer
  beforeAll(() => {
    const server = harness.server
    const frameOrigin = server.url.replace('127.0.0.1', 'localhost')
    server.config.publicUrl = frameOrigin
    const headers = (ip: string, extra: Record<string, string> = {}) => ({
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...extra,
    })
    const dpop = (key: DpopKey, path: string) =>
      createDpopProof(key, {
        htu: `${frameOrigin}${path}`,
        iat: Math.floor(server.config.now().getTime() / 1000),
      })
    Object.assign(api, {
      server,
      frameOrigin,
      bearer: (session, path, body, ip = '10.20.0.1') =>
        fetch(`${server.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: headers(ip, { authorization: `Bearer ${session.accessToken}` }),
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
      ceremony: (challenge, overrides = {}) => ({
        challenge,
        rpId: 'localhost',
        origin: frameOrigin,
        topOrigin: HOST_ORIGIN,
        ...overrides,
      }),
      async register(session, authenticator, options = {}) {
        const ip = options.ip ?? '10.20.0.1'
        const begun = await api.bearer(
          session,
          '/v1/passkeys/register/options',
          { origin: HOST_ORIGIN },
          ip,
        )
        if (begun.status !== 200) return begun
        const { challengeId, options: creation } = await begun.json()
        const response = authenticator.register({
          ...api.ceremony(creation.challenge, options.overrides),
          userId: session.user.id,
        })
        const body = { challengeId, response, prf: options.prf ?? true }
        return api.bearer(session, '/v1/passkeys/register/verify', body, ip)
      },
      async loginBody(authenticator, key, options = {}) {
        const ip = options.ip ?? '10.20.0.2'
        const path = '/v1/passkeys/login/options'
        const begun = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: headers(ip, { dpop: await dpop(key, path) }),
          body: JSON.stringify({ projectId: 'demo', origin: HOST_ORIGIN }),
        })
        if (begun.status !== 200) throw new Error(`login options: ${begun.status}`)
        const { challengeId, options: request } = await begun.json()
        const response = authenticator.assert(api.ceremony(request.challenge, options.overrides))
        return { challengeId, response }
      },
      async loginVerify(body, key, ip = '10.20.0.2') {
        const path = '/v1/passkeys/login/verify'
        return fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: headers(ip, { dpop: await dpop(key, path) }),
          body: JSON.stringify(body),
        })
      },
      async signInWithWallet(email) {
        const session = await signIn(server, email)
        await api.bearer(session, '/v1/wallet/recovery-secret', {})
        const made = await api.bearer(session, '/v1/wallet', TEST_WALLET)
        if (made.status !== 201) throw new Error(`wallet: ${made.status}`)
        return session
      },
    } satisfies PasskeyTestServer)
  })
  return api
}
