import { Hono } from 'hono'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { rateLimitedResponse } from '../http/rateLimitedResponse.js'
import { sendLoginCodeMail } from '../mail/sendLoginCodeMail.js'
import { checkLoginCode } from '../otp/checkLoginCode.js'
import { storeLoginCode } from '../otp/storeLoginCode.js'
import { findProject } from '../projects/findProject.js'
import { consumeRateLimit } from '../rateLimit/consumeRateLimit.js'
import { issueSession } from '../sessions/issueSession.js'
import { upsertUser } from '../users/upsertUser.js'

const projectId = z.string().min(1).max(100)
const email = z.string().trim().toLowerCase().pipe(z.email().max(254))
const codeRequestSchema = z.object({ projectId, email })
const verifyRequestSchema = z.object({ projectId, email, code: z.string().regex(/^\d{6}$/) })

/** `POST /v1/email/code` and `POST /v1/email/verify` (API.md "Email one-time codes"). */
export function emailRoutes(dependencies: AuthServerDependencies) {
  const { config, sql, mailer } = dependencies
  const { rateLimits } = config
  const limit = (key: string, max: number) =>
    consumeRateLimit(sql, {
      key,
      limit: max,
      windowSeconds: rateLimits.windowSeconds,
      now: config.now(),
    })

  return new Hono<AuthServerEnv>()
    .post('/v1/email/code', async (context) => {
      const body = await parseJsonBody(context, codeRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const requestOrigin = context.get('requestOrigin')
      if (!(await findProject(sql, body.projectId))) {
        return context.json({ error: 'unknown_project' }, 404)
      }
      for (const [key, max] of [
        [`code:ip:${requestOrigin.ip}`, rateLimits.codesPerIp],
        [`code:address:${body.email}`, rateLimits.codesPerAddress],
      ] as const) {
        const outcome = await limit(key, max)
        if (!outcome.allowed) {
          await writeAuditEvent(sql, requestOrigin, {
            event: 'rate_limited',
            projectId: body.projectId,
            detail: { limit: key.split(':', 2).join(':'), email: body.email },
          })
          return rateLimitedResponse(context, outcome.retryAfter)
        }
      }
      const user = await upsertUser(sql, body.email)
      const { code, expiresAt } = await storeLoginCode(sql, {
        secret: config.codeSecret,
        userId: user.id,
        projectId: body.projectId,
        now: config.now(),
      })
      try {
        await sendLoginCodeMail(mailer, { from: config.mailFrom, to: user.email, code })
      } catch (error) {
        console.error('[auth-server] the login code email was not sent:', error)
        return context.json({ error: 'mail_unavailable' }, 503)
      }
      await writeAuditEvent(sql, requestOrigin, {
        event: 'code_sent',
        userId: user.id,
        projectId: body.projectId,
      })
      return context.json({ expiresAt: expiresAt.toISOString() })
    })
    .post('/v1/email/verify', async (context) => {
      const body = await parseJsonBody(context, verifyRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const requestOrigin = context.get('requestOrigin')
      const outcome = await limit(`verify:ip:${requestOrigin.ip}`, rateLimits.verificationsPerIp)
      if (!outcome.allowed) {
        await writeAuditEvent(sql, requestOrigin, {
          event: 'rate_limited',
          projectId: body.projectId,
          detail: { limit: 'verify:ip', email: body.email },
        })
        return rateLimitedResponse(context, outcome.retryAfter)
      }
      const [user] = await sql<{ id: string; email: string }[]>`
        select id, email from users where email = ${body.email}`
      const now = config.now()
      const check = user
        ? await checkLoginCode(sql, {
            secret: config.codeSecret,
            userId: user.id,
            projectId: body.projectId,
            code: body.code,
            now,
          })
        : ({ status: 'expired' } as const)
      const audit = { userId: user?.id ?? null, projectId: body.projectId }
      switch (check.status) {
        case 'expired':
          return context.json({ error: 'expired_code' }, 400)
        case 'locked':
          return context.json({ error: 'locked' }, 400)
        case 'invalid':
          await writeAuditEvent(sql, requestOrigin, {
            ...audit,
            event: check.attemptsLeft === 0 ? 'code_locked' : 'code_failed',
            detail: { attemptsLeft: check.attemptsLeft },
          })
          return context.json({ error: 'invalid_code', attemptsLeft: check.attemptsLeft }, 400)
      }
      if (!user) throw new Error('a valid code without a user')
      await writeAuditEvent(sql, requestOrigin, { ...audit, event: 'login' })
      return context.json(
        await issueSession(sql, config, { user, projectId: body.projectId, authTime: now }),
      )
    })
}
