import { randomUUID } from 'node:crypto'
import { generateNonce } from '@farcaster/auth-client'
import { Hono } from 'hono'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import {
  createFarcasterAttempt,
  FARCASTER_ATTEMPT_LIFETIME_MS,
  moveFarcasterAttempt,
} from '../farcaster/attempts.js'
import { awaitFarcasterResult } from '../farcaster/awaitFarcasterResult.js'
import { FarcasterError } from '../farcaster/types.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { logServerError } from '../http/loggingErrors.js'
import { openAttemptRequest, openStartRequest } from '../http/openRequest.js'

const startRequestSchema = z.object({
  // `projectId` is checked on its own (`isProjectId`), to answer `invalid_project_id`.
  projectId: z.string(),
  origin: z.string().max(2048),
})
const attemptRequestSchema = z.object({ attemptId: z.uuid() })

/**
 * The Farcaster login API (API.md "Farcaster login"): `POST /v1/farcaster/start`,
 * `POST /v1/farcaster/result` and `POST /v1/farcaster/cancel`. The server is the Sign In With
 * Farcaster app: it opens the relay channel with a nonce it makes and the domain of the verified
 * host origin, watches it, verifies the signed message on Optimism and issues the session. The
 * attempt is held in PostgreSQL, bound to the DPoP key of the frame that started it; only the
 * channel's URL leaves the server. Every route answers 404 `unknown_provider` when Farcaster login
 * is off (no `farcaster` client).
 */
export function farcasterRoutes(dependencies: AuthServerDependencies) {
  const { config, sql, farcaster } = dependencies
  const { rateLimits } = config
  const off = (context: { json: (body: unknown, status: 404) => Response }) =>
    context.json({ error: 'unknown_provider' }, 404)

  return new Hono<AuthServerEnv>()
    .post('/v1/farcaster/start', async (context) => {
      const opened = await openStartRequest(dependencies, context, {
        schema: startRequestSchema,
        limit: { name: 'farcaster:start', perIp: rateLimits.farcasterStartsPerIp },
        offered: farcaster !== undefined,
        refusal: { event: 'farcaster_refused', detail: {} },
      })
      if (!opened.ok) return opened.response
      if (!farcaster) return off(context)
      const { body, jkt, project } = opened.value
      const now = config.now()
      const expiresAt = new Date(now.getTime() + FARCASTER_ATTEMPT_LIFETIME_MS)
      const { origin } = body
      const domain = new URL(origin).host
      const nonce = generateNonce()
      let channel: Awaited<ReturnType<typeof farcaster.createChannel>>
      try {
        channel = await farcaster.createChannel({
          siweUri: origin,
          domain,
          nonce,
          expirationTime: expiresAt.toISOString(),
        })
      } catch (error) {
        if (!(error instanceof FarcasterError)) logServerError('the Farcaster relay failed', error)
        await writeAuditEvent(sql, context.get('requestOrigin'), {
          event: 'farcaster_refused',
          projectId: project.id,
          detail: { reason: 'relay_unavailable', origin },
        })
        return context.json({ error: 'relay_unavailable' }, 503)
      }
      // The relay echoes the nonce it was given; another one could not be verified.
      if (channel.nonce !== nonce) return context.json({ error: 'relay_unavailable' }, 503)
      const attemptId = randomUUID()
      await createFarcasterAttempt(sql, {
        id: attemptId,
        projectId: project.id,
        origin,
        jkt,
        nonce,
        domain,
        channelToken: channel.channelToken,
        url: channel.url,
        expiresAt,
        now,
      })
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'farcaster_started',
        projectId: project.id,
        detail: { origin },
      })
      return context.json({ attemptId, url: channel.url, expiresAt: expiresAt.toISOString() })
    })
    .post('/v1/farcaster/result', async (context) => {
      const opened = await openAttemptRequest(dependencies, context, {
        schema: attemptRequestSchema,
        limit: { name: 'farcaster:result', perIp: rateLimits.farcasterResultsPerIp },
      })
      if (!opened.ok) return opened.response
      if (!farcaster) return off(context)
      const { body, jkt } = opened.value
      const outcome = await awaitFarcasterResult(sql, config, {
        client: farcaster,
        attemptId: body.attemptId,
        jkt,
        signal: context.req.raw.signal,
        requestOrigin: context.get('requestOrigin'),
      })
      return context.json(outcome.body, outcome.status)
    })
    .post('/v1/farcaster/cancel', async (context) => {
      const opened = await openAttemptRequest(dependencies, context, {
        schema: attemptRequestSchema,
        limit: { name: 'farcaster:cancel', perIp: rateLimits.farcasterCancelsPerIp },
      })
      if (!opened.ok) return opened.response
      const { body, jkt } = opened.value
      const cancelled = await moveFarcasterAttempt(sql, {
        id: body.attemptId,
        expected: 'pending',
        status: 'cancelled',
        jkt,
      })
      if (cancelled) {
        await writeAuditEvent(sql, context.get('requestOrigin'), {
          event: 'farcaster_cancelled',
          projectId: cancelled.projectId,
          detail: { origin: cancelled.origin },
        })
      }
      return context.body(null, 204)
    })
}
