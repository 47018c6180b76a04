import { expect, test } from 'vitest'
import type { Session } from '../sessions/issueSession.js'
import { signIn } from '../testing/signIn.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

const call = (session: Session, method: string, path: string, body?: unknown) =>
  fetch(`${harness.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

// Issue 26 item 6: two sessions of one user before the wallet exists each asked for a recovery
// secret; the second replaced the first, and a wallet made with the first could not be recovered.
test('two sessions making the wallet at once get one recovery secret, the one the wallet keeps', async () => {
  const email = 'twice@example.com'
  const first = await signIn(harness.server, email)
  const second = await signIn(harness.server, email)
  const secrets = await Promise.all(
    [first, second].map(async (session) => {
      const response = await call(session, 'POST', '/v1/wallet/recovery-secret')
      return (await response.json()).recoverySecret as string
    }),
  )
  expect(secrets[0]).toBe(secrets[1])
  // A third call (a retried creation) still answers the same secret.
  const again = await call(first, 'POST', '/v1/wallet/recovery-secret')
  expect((await again.json()).recoverySecret).toBe(secrets[0])

  const created = await call(first, 'POST', '/v1/wallet', {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    authShare: Buffer.from('auth').toString('base64'),
    recoveryShare: Buffer.from('sealed under the first secret').toString('base64'),
  })
  expect(created.status).toBe(201)
  const recovery = await call(second, 'GET', '/v1/wallet/recovery')
  expect((await recovery.json()).recoverySecret).toBe(secrets[0])
})
