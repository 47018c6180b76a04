import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { limitPerIp } from '../http/limitPerIp.js'
import { openAttemptRequest, openStartRequest } from '../http/openRequest.js'
import { isFirstRefusal } from '../rateLimit/consumeRateLimit.js'
import { rateLimitSubject } from '../rateLimit/rateLimitSubject.js'
import {
  COMPLETION_PATTERN,
  cancelAttempt,
  createAttempt,
  markRedirected,
  type SocialAttempt,
  takeAttemptByState,
} from '../social/attempts.js'
import { awaitSocialResult } from '../social/awaitSocialResult.js'
import { completeSocialLogin } from '../social/completeSocialLogin.js'
import { readCallbackParameters } from '../social/readCallbackParameters.js'
import { SocialError } from '../social/types.js'

/**
 * The query parameter a redirect-mode login comes back to the host page with:
 * `{attemptId}.{completion}` after a success, `{attemptId}` after a failure.
 */
export const SOCIAL_RESULT_PARAMETER = 'latch_social'

/** The query parameter a popup-mode login's window comes back to the host origin with: `{attemptId}.{completion}`. */
export const SOCIAL_POPUP_RESULT_PARAMETER = 'latch_social_popup'

/** The providers whose verified emails join the email user unless their entry says otherwise. */
const LINKING_BY_DEFAULT = new Set(['google', 'apple'])

const providerIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/)
const attemptIdSchema = z.uuid()
const startRequestSchema = z.object({
  // `projectId` is checked on its own (`isProjectId`), to answer `invalid_project_id`.
  projectId: z.string(),
  origin: z.string().max(2048),
  mode: z.enum(['popup', 'redirect']),
  // Required, but checked on its own (`isReturnToOn`), to answer `invalid_return_to`.
  returnTo: z.string().max(4096).optional(),
})
const attemptRequestSchema = z.object({ attemptId: attemptIdSchema })
const resultRequestSchema = z.object({
  attemptId: attemptIdSchema,
  completion: z.string().regex(COMPLETION_PATTERN).optional(),
})

const invalidLinkPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login</title></head>
<body><p>This login link is not valid or has expired.</p></body></html>`

/** Whether `returnTo` is an http(s) page on `origin` (no open redirect). */
function isReturnToOn(returnTo: string, origin: string): boolean {
  try {
    const url = new URL(returnTo)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}

/** `returnTo` with the query parameter `name` set to `value` (other parameters and hash kept). */
function withParameter(returnTo: string, name: string, value: string): string {
  const url = new URL(returnTo)
  url.searchParams.set(name, value)
  return url.href
}

/**
 * The social login API (API.md "Social login"): `GET /v1/social/providers`,
 * `POST /v1/social/{id}/start`, `GET /v1/social/{id}/authorize`, `GET|POST /v1/social/{id}/callback`,
 * `POST /v1/social/result` and `POST /v1/social/cancel`. State, nonce and PKCE verifier stay in
 * PostgreSQL; the attempt is bound to the DPoP key of the frame that started it. A successful
 * callback sends the browser to the attempt's `returnTo` (on its verified origin) with a fresh
 * completion secret, and only a proof of the attempt's key bringing that secret collects the
 * session (whose refresh tokens are bound to the same key). The providers list ends with
 * `{ id: 'farcaster', name: 'Farcaster' }` when Farcaster login is on (`dependencies.farcaster`;
 * its routes are `farcasterRoutes`).
 */
export function socialRoutes(dependencies: AuthServerDependencies) {
  const { config, sql } = dependencies
  const providers = dependencies.socialProviders ?? new Map()
  const { rateLimits } = config
  const linkVerifiedEmail = (id: string) =>
    config.socialProviders.find((entry) => entry.id === id)?.linkVerifiedEmail ??
    LINKING_BY_DEFAULT.has(id)
  const htu = (path: string) => new URL(path, config.publicUrl).href

  /**
   * Where the browser goes after the callback: after a success, the host page `returnTo` with
   * `{attemptId}.{completion}` (popup: `latch_social_popup`, redirect: `latch_social`); after a
   * failure, the popup's result page or, in redirect mode, `returnTo` with the attempt id alone.
   */
  const afterCallback = (
    context: Context<AuthServerEnv>,
    attempt: Pick<SocialAttempt, 'id' | 'mode' | 'returnTo'> | undefined,
    outcome: { ok: true; completion: string } | { ok: false; reason: string },
  ) => {
    context.header('Cross-Origin-Opener-Policy', 'unsafe-none')
    if (attempt && outcome.ok) {
      const name =
        attempt.mode === 'popup' ? SOCIAL_POPUP_RESULT_PARAMETER : SOCIAL_RESULT_PARAMETER
      const value = `${attempt.id}.${outcome.completion}`
      return context.redirect(withParameter(attempt.returnTo, name, value), 303)
    }
    if (attempt?.mode === 'redirect')
      return context.redirect(
        withParameter(attempt.returnTo, SOCIAL_RESULT_PARAMETER, attempt.id),
        303,
      )
    const reason = outcome.ok ? 'invalid_state' : outcome.reason
    return context.redirect(`/frame/social?status=failed&reason=${encodeURIComponent(reason)}`, 303)
  }

  const callback = async (context: Context<AuthServerEnv>) => {
    const id = context.req.param('id') ?? ''
    const provider = providers.get(id)
    const requestOrigin = context.get('requestOrigin')
    const limited = await limitPerIp(
      dependencies,
      context,
      'social:callback',
      rateLimits.socialCallbacksPerIp,
    )
    if (limited) return limited
    const now = config.now()
    const state = (await readCallbackParameters(context.req.raw)).get('state')
    const taken =
      provider && state && state.length <= 512
        ? await takeAttemptByState(sql, { provider: id, state, now })
        : ({ status: 'invalid_state' } as const)
    if (taken.status !== 'taken' || !provider || !state) {
      // Forged or replayed callbacks change nothing; one audit row per IP and window.
      const key = `social:refused:ip:${rateLimitSubject(requestOrigin.ip)}`
      if (await isFirstRefusal(sql, { key, windowSeconds: rateLimits.windowSeconds, now })) {
        await writeAuditEvent(sql, requestOrigin, {
          event: 'social_refused',
          detail: { provider: id.slice(0, 32), reason: taken.status },
        })
      }
      return afterCallback(context, undefined, { ok: false, reason: 'invalid_state' })
    }
    const { attempt } = taken
    const outcome = await completeSocialLogin(sql, {
      provider,
      attempt,
      callback: context.req.raw,
      state,
      linkVerifiedEmail: linkVerifiedEmail(id),
      requestOrigin,
      now,
    })
    return afterCallback(context, attempt, outcome)
  }

  return new Hono<AuthServerEnv>()
    .get('/v1/social/providers', (context) =>
      context.json({
        providers: [
          ...[...providers.values()].map(({ id, name }) => ({ id, name })),
          // Farcaster login has its own routes (farcasterRoutes); its button sits with the others.
          ...(dependencies.farcaster ? [{ id: 'farcaster', name: 'Farcaster' }] : []),
        ],
      }),
    )
    .post('/v1/social/:id/start', async (context) => {
      const id = context.req.param('id')
      if (!providerIdSchema.safeParse(id).success)
        return context.json({ error: 'invalid_request' }, 400)
      const provider = providers.get(id)
      const opened = await openStartRequest(dependencies, context, {
        schema: startRequestSchema,
        limit: { name: 'social:start', perIp: rateLimits.socialStartsPerIp },
        offered: provider !== undefined,
        refusal: { event: 'social_refused', detail: { provider: id } },
      })
      if (!opened.ok) return opened.response
      const { body, jkt, project } = opened.value
      if (!provider) return context.json({ error: 'unknown_provider' }, 404)
      const now = config.now()
      const { returnTo } = body
      if (!returnTo || !isReturnToOn(returnTo, body.origin))
        return context.json({ error: 'invalid_return_to' }, 400)
      let authorization: Awaited<ReturnType<typeof provider.createAuthorization>>
      try {
        authorization = await provider.createAuthorization()
      } catch (error) {
        const reason = error instanceof SocialError ? error.reason : 'provider_error'
        await writeAuditEvent(sql, context.get('requestOrigin'), {
          event: 'social_refused',
          projectId: project.id,
          detail: { provider: id, reason, origin: body.origin },
        })
        return context.json({ error: 'provider_unavailable' }, 503)
      }
      const attemptId = randomUUID()
      const expiresAt = await createAttempt(sql, {
        id: attemptId,
        provider: id,
        projectId: project.id,
        origin: body.origin,
        mode: body.mode,
        returnTo,
        jkt,
        authorization,
        now,
      })
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'social_started',
        projectId: project.id,
        detail: { provider: id, mode: body.mode, origin: body.origin },
      })
      return context.json({
        attemptId,
        authorizeUrl: htu(`/v1/social/${id}/authorize?attempt=${attemptId}`),
        expiresAt: expiresAt.toISOString(),
      })
    })
    .get('/v1/social/:id/authorize', async (context) => {
      context.header('Cross-Origin-Opener-Policy', 'unsafe-none')
      context.header('Referrer-Policy', 'no-referrer')
      const attemptId = attemptIdSchema.safeParse(context.req.query('attempt'))
      const url = attemptId.success
        ? await markRedirected(sql, {
            id: attemptId.data,
            provider: context.req.param('id'),
            now: config.now(),
          })
        : undefined
      if (!url) return context.html(invalidLinkPage, 400)
      return context.redirect(url, 302)
    })
    .get('/v1/social/:id/callback', callback)
    .post('/v1/social/:id/callback', callback)
    .post('/v1/social/result', async (context) => {
      const opened = await openAttemptRequest(dependencies, context, {
        schema: resultRequestSchema,
        limit: { name: 'social:result', perIp: rateLimits.socialResultsPerIp },
      })
      if (!opened.ok) return opened.response
      const { body, jkt } = opened.value
      const outcome = await awaitSocialResult(sql, config, {
        attemptId: body.attemptId,
        jkt,
        completion: body.completion,
        signal: context.req.raw.signal,
        requestOrigin: context.get('requestOrigin'),
      })
      return context.json(outcome.body, outcome.status)
    })
    .post('/v1/social/cancel', async (context) => {
      const opened = await openAttemptRequest(dependencies, context, {
        schema: attemptRequestSchema,
        limit: { name: 'social:cancel', perIp: config.rateLimits.socialCancelsPerIp },
      })
      if (!opened.ok) return opened.response
      const { body, jkt } = opened.value
      const cancelled = await cancelAttempt(sql, { id: body.attemptId, jkt })
      if (cancelled) {
        await writeAuditEvent(sql, context.get('requestOrigin'), {
          event: 'social_cancelled',
          projectId: cancelled.projectId,
          detail: { provider: cancelled.provider },
        })
      }
      return context.body(null, 204)
    })
}
