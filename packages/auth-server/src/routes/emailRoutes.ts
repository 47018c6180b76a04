import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import { isExactOrigin } from '../config.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { rateLimitedResponse } from '../http/rateLimitedResponse.js'
import { sendLoginCodeMail } from '../mail/sendLoginCodeMail.js'
import { type CheckLoginCodeReturnType, checkLoginCode } from '../otp/checkLoginCode.js'
import { storeLoginCode } from '../otp/storeLoginCode.js'
import { findProject } from '../projects/findProject.js'
import {
  consumeRateLimit,
  isFirstRefusal,
  peekRateLimit,
  releaseRateLimit,
} from '../rateLimit/consumeRateLimit.js'
import { rateLimitSubject } from '../rateLimit/rateLimitSubject.js'
import { issueSession } from '../sessions/issueSession.js'
import { upsertUser } from '../users/upsertUser.js'

const projectId = z.string().min(1).max(100)
const email = z.string().trim().toLowerCase().pipe(z.email().max(254))
const codeRequestSchema = z.object({ projectId, email, origin: z.string().max(2048).optional() })
const verifyRequestSchema = z.object({ projectId, email, code: z.string().regex(/^\d{6}$/) })

/** One rate limit a request is counted against: its key, allowance and window. */
type Limit = { key: string; limit: number; windowSeconds: number }

/** `POST /v1/email/code` and `POST /v1/email/verify` (API.md "Email one-time codes"). */
export function emailRoutes(dependencies: AuthServerDependencies) {
  const { config, sql, mailer } = dependencies
  const { rateLimits } = config
  const perWindow = (key: string, limit: number): Limit => ({
    key,
    limit,
    windowSeconds: rateLimits.windowSeconds,
  })
  /** Wrong codes for an address, across its codes and projects (checked by both endpoints). */
  const failedVerifications = (address: string): Limit => ({
    key: `failed:address:${address}`,
    limit: rateLimits.failedVerificationsPerAddress,
    windowSeconds: rateLimits.failedVerificationsWindowSeconds,
  })
  /** 429, with one `rate_limited` audit row per key and window (not one per refused request). */
  const refuse = async (
    context: Context<AuthServerEnv>,
    limit: Limit,
    parameters: { retryAfter: number; now: Date; projectId: string; email: string },
  ) => {
    const { retryAfter, now, ...audit } = parameters
    if (await isFirstRefusal(sql, { key: limit.key, windowSeconds: limit.windowSeconds, now })) {
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'rate_limited',
        projectId: audit.projectId,
        detail: { limit: limit.key.split(':', 2).join(':'), email: audit.email },
      })
    }
    return rateLimitedResponse(context, retryAfter)
  }

  /** The address's user (if any) and the outcome of its code for the project. */
  const checkAddressCode = async (
    body: { projectId: string; email: string; code: string },
    now: Date,
  ): Promise<{
    user: { id: string; email: string } | undefined
    check: CheckLoginCodeReturnType
  }> => {
    const [user] = await sql<{ id: string; email: string }[]>`
      select id, email from users where email = ${body.email}`
    if (!user) return { user, check: { status: 'expired' } }
    const check = await checkLoginCode(sql, {
      secret: config.codeSecret,
      userId: user.id,
      projectId: body.projectId,
      code: body.code,
      now,
    })
    return { user, check }
  }

  return new Hono<AuthServerEnv>()
    .post('/v1/email/code', async (context) => {
      const body = await parseJsonBody(context, codeRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const requestOrigin = context.get('requestOrigin')
      const project = await findProject(sql, body.projectId)
      if (!project) return context.json({ error: 'unknown_project' }, 404)
      if (
        body.origin !== undefined &&
        !(isExactOrigin(body.origin) && project.allowedOrigins.includes(body.origin))
      ) {
        return context.json({ error: 'invalid_origin' }, 400)
      }
      const now = config.now()
      const refusal = { now, projectId: body.projectId, email: body.email }
      const ipLimit = perWindow(
        `code:ip:${rateLimitSubject(requestOrigin.ip)}`,
        rateLimits.codesPerIp,
      )
      const ipOutcome = await consumeRateLimit(sql, { ...ipLimit, now })
      if (!ipOutcome.allowed) {
        return refuse(context, ipLimit, { ...refusal, retryAfter: ipOutcome.retryAfter })
      }
      // Past its wrong codes, an address gets no new code either (a new code would reset only the
      // per-code attempts).
      const failedLimit = failedVerifications(body.email)
      const failedOutcome = await peekRateLimit(sql, { ...failedLimit, now })
      if (!failedOutcome.allowed) {
        return refuse(context, failedLimit, { ...refusal, retryAfter: failedOutcome.retryAfter })
      }
      const addressLimit = perWindow(`code:address:${body.email}`, rateLimits.codesPerAddress)
      const addressOutcome = await consumeRateLimit(sql, { ...addressLimit, now })
      if (!addressOutcome.allowed) {
        return refuse(context, addressLimit, { ...refusal, retryAfter: addressOutcome.retryAfter })
      }
      const user = await upsertUser(sql, body.email)
      const { code, expiresAt } = await storeLoginCode(sql, {
        secret: config.codeSecret,
        userId: user.id,
        projectId: body.projectId,
        now,
      })
      try {
        await sendLoginCodeMail(mailer, {
          from: config.mailFrom,
          to: user.email,
          code,
          projectId: body.projectId,
          ...(body.origin !== undefined && { origin: body.origin }),
        })
      } catch (error) {
        console.error('[auth-server] the login code email was not sent:', error)
        return context.json({ error: 'mail_unavailable' }, 503)
      }
      await writeAuditEvent(sql, requestOrigin, {
        event: 'code_sent',
        userId: user.id,
        projectId: body.projectId,
        detail: { origin: body.origin ?? null },
      })
      return context.json({ expiresAt: expiresAt.toISOString() })
    })
    .post('/v1/email/verify', async (context) => {
      const body = await parseJsonBody(context, verifyRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const requestOrigin = context.get('requestOrigin')
      const now = config.now()
      const refusal = { now, projectId: body.projectId, email: body.email }
      const ipLimit = perWindow(
        `verify:ip:${rateLimitSubject(requestOrigin.ip)}`,
        rateLimits.verificationsPerIp,
      )
      const ipOutcome = await consumeRateLimit(sql, { ...ipLimit, now })
      if (!ipOutcome.allowed) {
        return refuse(context, ipLimit, { ...refusal, retryAfter: ipOutcome.retryAfter })
      }
      // Each verification reserves one of the address's failed verifications before its code is
      // checked, and gives it back unless the code was wrong: concurrent guesses cannot overshoot.
      const failedLimit = failedVerifications(body.email)
      const failedOutcome = await consumeRateLimit(sql, { ...failedLimit, now })
      if (!failedOutcome.allowed) {
        return refuse(context, failedLimit, { ...refusal, retryAfter: failedOutcome.retryAfter })
      }
      const release = () =>
        releaseRateLimit(sql, {
          key: failedLimit.key,
          windowSeconds: failedLimit.windowSeconds,
          now,
        })
      const { user, check } = await checkAddressCode(body, now).catch(async (error: unknown) => {
        await release()
        throw error
      })
      if (check.status !== 'invalid') await release()
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
