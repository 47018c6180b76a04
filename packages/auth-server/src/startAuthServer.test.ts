import { afterAll, expect, test } from 'vitest'
import type { Session } from './sessions/issueSession.js'
import { signIn } from './testing/signIn.js'
import { startTestAuthServer, startTestPostgres } from './testing/startTestAuthServer.js'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const authShare = Buffer.from('the auth share').toString('base64')
const recoveryShare = Buffer.from('the recovery share').toString('base64')

const call = (url: string, session: Session, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

test('the user and the wallet shares survive a restart of the server and the database', async () => {
  const first = await startTestPostgres({ persistent: true })
  let server = await startTestAuthServer(first.url)
  const session = await signIn(server, 'keep@example.com')
  const secretResponse = await call(server.url, session, 'POST', '/v1/wallet/recovery-secret')
  const secret = (await secretResponse.json()).recoverySecret
  await call(server.url, session, 'POST', '/v1/wallet', { address, authShare, recoveryShare })
  await server.close()
  await first.stop()

  const second = await startTestPostgres({ dataDir: first.dataDir, port: first.port })
  cleanups.push(second.stop)
  server = await startTestAuthServer(second.url)
  cleanups.push(server.close)
  const again = await signIn(server, 'keep@example.com')
  expect(again.user).toEqual(session.user)
  expect(again.wallet).toEqual({ address })
  const shares = await (await call(server.url, again, 'GET', '/v1/wallet/auth-share')).json()
  expect(shares).toEqual({ address, authShare })
  const recovery = await (await call(server.url, again, 'GET', '/v1/wallet/recovery')).json()
  expect(recovery).toEqual({ address, recoveryShare, recoverySecret: secret })
})
