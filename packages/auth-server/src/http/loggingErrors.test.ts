import { Writable } from 'node:stream'
import { expect, test } from 'vitest'
import { createAuthLogger, sanitizeError, serializeLoggedError } from './loggingErrors.js'

const email = 'ada.lovelace+x@example.com'

/** An error shaped like nodemailer's EENVELOPE when the relay refuses `email`. */
const refusal = () =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${email}>`), {
    code: 'EENVELOPE',
    responseCode: 550,
    command: 'RCPT TO',
    response: `550 5.1.1 <${email}>: Recipient address rejected`,
    rejected: [email],
    rejectedErrors: [{ recipient: email }],
    envelope: { from: 'login@localhost', to: [email] },
  })

test('serializeLoggedError keeps type, codes, command, and message and stack without emails', () => {
  const logged = serializeLoggedError(refusal())
  expect(Object.keys(logged).sort()).toEqual(
    ['code', 'command', 'message', 'responseCode', 'stack', 'type'].sort(),
  )
  expect(logged).toMatchObject({
    type: 'Error',
    code: 'EENVELOPE',
    responseCode: 550,
    command: 'RCPT TO',
    message: "Can't send mail - all recipients were rejected: 550 <[email]>",
  })
  expect(logged.stack).toContain('loggingErrors.test.ts')
  expect(JSON.stringify(logged)).not.toContain('example.com')
  // A database error's detail (a stored value) is dropped.
  const duplicate = Object.assign(new Error('duplicate key'), {
    code: '23505',
    detail: `Key (email)=(${email}) already exists.`,
  })
  expect(JSON.stringify(serializeLoggedError(duplicate))).not.toContain(email)
  expect(serializeLoggedError(`no ${email}`)).toEqual({ type: 'string', message: 'no [email]' })
  // Serializing what `logServerError` passes on (a sanitized copy) gives the same line.
  expect(serializeLoggedError(sanitizeError(refusal()))).toEqual({
    ...logged,
    stack: expect.any(String),
  })
})

test("the server's logger serializes `err` and `error` the same way", () => {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const logger = createAuthLogger('info', sink)
  logger.error({ err: refusal() }, 'the login code email was not sent')
  logger.error({ error: refusal() }, 'passed under another name')
  expect(lines).toHaveLength(2)
  for (const line of lines) {
    expect(line).not.toContain(email)
    expect(line).toContain('"code":"EENVELOPE"')
  }
})
