import { MailDev } from 'maildev'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMailer } from '../mail/createMailer.js'
import { startAuthServer } from '../startAuthServer.js'
import { freePort } from './freePort.js'
import { readLatestCode } from './readLatestCode.js'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from './startTestAuthServer.js'

let maildev: MailDev
let mailUrl: string
let postgres: TestPostgres
let server: TestAuthServer

beforeAll(async () => {
  const [smtp, web] = [await freePort(), await freePort()]
  maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  await maildev.start()
  mailUrl = `http://127.0.0.1:${web}`
  postgres = await startTestPostgres()
  server = await startTestAuthServer(postgres.url, { LATCH_SMTP_URL: `smtp://127.0.0.1:${smtp}` })
})
afterAll(async () => {
  await server?.close()
  await postgres?.stop()
  await maildev?.stop()
})

test('a code goes through SMTP to maildev, and signs in', async () => {
  // The harness captures mail; this server sends through SMTP.
  const mailer = createMailer(server.config.smtpUrl)
  const smtpServer = await startAuthServer({
    config: { ...server.config, port: 0 },
    sql: server.sql,
    mailer,
  })
  try {
    const post = (path: string, body: unknown) =>
      fetch(`${smtpServer.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    await post('/v1/email/code', {
      projectId: 'demo',
      email: 'Mail@Example.com',
      origin: 'http://127.0.0.1:5173',
    })
    const code = await readLatestCode('mail@example.com', { mailUrl })
    expect(code).toMatch(/^\d{6}$/)
    const inbox = await (await fetch(`${mailUrl}/api/email`)).json()
    expect(inbox[0]).toMatchObject({ subject: `${code} is your login code` })
    expect(inbox[0].text).toContain('expires in 10 minutes')
    const verify = await post('/v1/email/verify', {
      projectId: 'demo',
      email: 'mail@example.com',
      code,
    })
    expect(verify.status).toBe(200)
  } finally {
    await smtpServer.close()
    mailer.close()
  }
})

test('readLatestCode gives up with a clear error', async () => {
  await expect(readLatestCode('none@example.com', { mailUrl, timeoutMs: 300 })).rejects.toThrow(
    `No login code for none@example.com in maildev at ${mailUrl} after 300 ms`,
  )
})
