import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import { isExactOrigin } from '../config.js'
import {
  DEVICE_PROOF_HEADER,
  readDeviceProof,
  readDeviceRefusal,
  rememberDevice,
} from '../devices/knownDevice.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { logServerError } from '../http/loggingErrors.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { rateLimitedResponse } from '../http/rateLimitedResponse.js'
import { sendLoginCodeMail } from '../mail/sendLoginCodeMail.js'
import { checkAddressLoginCode } from '../otp/checkAddressLoginCode.js'
import { storeLoginCode } from '../otp/storeLoginCode.js'
import { findProject } from '../projects/findProject.js'
import { isProjectId } from '../projects/projectIdSchema.js'
import { readAddressBackoff } from '../rateLimit/addressBackoff.js'
import { consumeRateLimit, isFirstRefusal } from '../rateLimit/consumeRateLimit.js'
import { rateLimitSubject } from '../rateLimit/rateLimitSubject.js'
import { issueSession } from '../sessions/issueSession.js'
import { upsertUser } from '../users/upsertUser.js'

// `projectId` is checked on its own (`isProjectId`), to answer `invalid_project_id`.
const projectId = z.string()
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
  /** 429, with one `rate_limited` audit row per key and window (not one per refused request). */
  const refuse = async (
    context: Context<AuthServerEnv>,
    limit: Pick<Limit, 'key' | 'windowSeconds'>,
    parameters: { retryAfter: number; now: Date; projectId: string; email: string },
  ) => {
    const { retryAfter, now, ...audit } = parameters
    const name = limit.key.split(':', 2).join(':')
    if (await isFirstRefusal(sql, { key: limit.key, windowSeconds: limit.windowSeconds, now })) {
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'rate_limited',
        projectId: audit.projectId,
        detail: { limit: name, email: audit.email },
      })
    }
    return rateLimitedResponse(context, retryAfter, name)
  }
  /** The request's device proof (header `Latch-Device-Proof`), checked for this method and URL. */
  const deviceProof = (
    context: Context<AuthServerEnv>,
    body: { projectId: string; email: string },
  ) =>
    readDeviceProof(sql, context.req.header(DEVICE_PROOF_HEADER), {
      htm: context.req.method,
      htu: new URL(context.req.path, config.publicUrl).href,
      now: config.now(),
      email: body.email,
      projectId: body.projectId,
    })

  return new Hono<AuthServerEnv>()
    .post('/v1/email/code', async (context) => {
      const body = await parseJsonBody(context, codeRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      if (!isProjectId(body.projectId)) return context.json({ error: 'invalid_project_id' }, 400)
      const requestOrigin = context.get('requestOrigin')
      const project = await findProject(sql, body.projectId)
      if (!project) return context.json({ error: 'unknown_project' }, 404)
      // The email names the page that asked for the code: without it, a phishing page's code
      // would look like any other.
      const origin = body.origin
      if (!origin || !isExactOrigin(origin) || !project.allowedOrigins.includes(origin)) {
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
      // While the address cools down, or past its wrong codes, it gets no new code either (a new
      // code would reset only the per-code attempts). A known device is held by its own bounds
      // instead, so a stranger's guesses cannot lock out a browser the user has logged in from.
      const device = await deviceProof(context, body)
      const backoff = device?.known
        ? await readDeviceRefusal(sql, {
            jkt: device.jkt,
            now,
            windowSeconds: rateLimits.failedVerificationsWindowSeconds,
          })
        : await readAddressBackoff(sql, { email: body.email, now, limits: rateLimits })
      if (backoff) return refuse(context, backoff, { ...refusal, retryAfter: backoff.retryAfter })
      const addressLimit = perWindow(
        device?.known ? `code:device:${device.jkt}` : `code:address:${body.email}`,
        rateLimits.codesPerAddress,
      )
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
          origin,
        })
      } catch (error) {
        logServerError('the login code email was not sent', error)
        return context.json({ error: 'mail_unavailable' }, 503)
      }
      await writeAuditEvent(sql, requestOrigin, {
        event: 'code_sent',
        userId: user.id,
        projectId: body.projectId,
        detail: { origin },
      })
      return context.json({ expiresAt: expiresAt.toISOString() })
    })
    .post('/v1/email/verify', async (context) => {
      const body = await parseJsonBody(context, verifyRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      if (!isProjectId(body.projectId)) return context.json({ error: 'invalid_project_id' }, 400)
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
      // One code of an address is checked at a time; while the address cools down after a wrong
      // code, or past its wrong codes of the day, none is (not even the right one), except from a
      // known device, within its own bound.
      const device = await deviceProof(context, body)
      const { user, check } = await checkAddressLoginCode(sql, {
        knownDevice: device?.known ? device.jkt : undefined,
        secret: config.codeSecret,
        email: body.email,
        projectId: body.projectId,
        code: body.code,
        now,
        limits: rateLimits,
      })
      const audit = { userId: user?.id ?? null, projectId: body.projectId }
      switch (check.status) {
        case 'refused':
          return refuse(context, check.refusal, {
            ...refusal,
            retryAfter: check.refusal.retryAfter,
          })
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
      if (device) {
        await rememberDevice(sql, {
          jkt: device.jkt,
          userId: user.id,
          projectId: body.projectId,
          now,
        })
      }
      await writeAuditEvent(sql, requestOrigin, {
        ...audit,
        event: 'login',
        detail: { method: 'email' },
      })
      return context.json(
        await issueSession(sql, config, { user, projectId: body.projectId, authTime: now }),
      )
    })
}
