import type { Session } from '../sessions/issueSession.js'
import type { TestAuthServer } from './startTestAuthServer.js'

/** Signs `email` in to the project `demo` of a test server with a mailed code. */
export async function signIn(server: TestAuthServer, email: string): Promise<Session> {
  const headers = { 'x-forwarded-for': '10.9.9.9' }
  await server.post('/v1/email/code', { projectId: 'demo', email }, headers)
  const code = server.codes.get(email)?.at(-1)
  const response = await server.post(
    '/v1/email/verify',
    { projectId: 'demo', email, code },
    headers,
  )
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`)
  return response.json()
}
