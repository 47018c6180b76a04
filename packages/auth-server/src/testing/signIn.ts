import type { Session } from '../sessions/issueSession.js'
import { DEV_ALLOWED_ORIGINS } from './devAuthServerEnv.js'
import { createDpopProof, type DpopKey } from './dpopProof.js'
import type { TestAuthServer } from './startTestAuthServer.js'

/**
 * Signs `email` in to the project `demo` of a test server with a mailed code. With `dpopKey`, the
 * login carries a DPoP proof, so the session's refresh token is bound to that key (and can be
 * refreshed with its proofs); without, the session cannot be refreshed.
 */
export async function signIn(
  server: TestAuthServer,
  email: string,
  options: { dpopKey?: DpopKey } = {},
): Promise<Session> {
  const headers = { 'x-forwarded-for': '10.9.9.9' }
  const origin = DEV_ALLOWED_ORIGINS[0]
  await server.post('/v1/email/code', { projectId: 'demo', email, origin }, headers)
  const code = server.codes.get(email)?.at(-1)
  const proof =
    options.dpopKey &&
    (await createDpopProof(options.dpopKey, {
      htu: `${server.url}/v1/email/verify`,
      iat: Math.floor(server.config.now().getTime() / 1000),
    }))
  const response = await server.post(
    '/v1/email/verify',
    { projectId: 'demo', email, code },
    proof ? { ...headers, dpop: proof } : headers,
  )
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`)
  return response.json()
}
