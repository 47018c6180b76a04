import { Hono } from 'hono'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { issueSession } from '../sessions/issueSession.js'
import { revokeRefreshTokenFamily } from '../sessions/revokeRefreshTokenFamily.js'
import { rotateRefreshToken } from '../sessions/rotateRefreshToken.js'
import { verifyDpopProof } from '../sessions/verifyDpopProof.js'

const refreshRequestSchema = z.object({
  refreshToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/**
 * `POST /v1/session/refresh` and `POST /v1/session/logout` (API.md "Sessions"). A refresh needs a
 * `DPoP` header: a proof signed with the key the login bound its family to; without a valid proof
 * it answers 401 `invalid_dpop_proof`, with another key's proof 401 `invalid_session`, and the
 * token stays unspent either way.
 */
export function sessionRoutes(dependencies: AuthServerDependencies) {
  const { config, sql } = dependencies
  return new Hono<AuthServerEnv>()
    .post('/v1/session/refresh', async (context) => {
      const body = await parseJsonBody(context, refreshRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const requestOrigin = context.get('requestOrigin')
      const now = config.now()
      const jkt = await verifyDpopProof(sql, context.req.header('dpop'), {
        htm: 'POST',
        htu: new URL('/v1/session/refresh', config.publicUrl).href,
        now,
      })
      if (!jkt) return context.json({ error: 'invalid_dpop_proof' }, 401)
      const rotation = await rotateRefreshToken(sql, { refreshToken: body.refreshToken, jkt, now })
      if (rotation.status === 'invalid') return context.json({ error: 'invalid_session' }, 401)
      const { family } = rotation
      const audit = { userId: family.user.id, projectId: family.projectId }
      if (rotation.status === 'wrong_key') {
        await writeAuditEvent(sql, requestOrigin, { ...audit, event: 'refresh_wrong_key' })
        return context.json({ error: 'invalid_session' }, 401)
      }
      if (rotation.status === 'reused') {
        await writeAuditEvent(sql, requestOrigin, { ...audit, event: 'refresh_reuse' })
        return context.json({ error: 'invalid_session' }, 401)
      }
      await writeAuditEvent(sql, requestOrigin, { ...audit, event: 'refresh' })
      return context.json(await issueSession(sql, config, family))
    })
    .post('/v1/session/logout', async (context) => {
      const body = await parseJsonBody(context, refreshRequestSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const revoked = await revokeRefreshTokenFamily(sql, {
        refreshToken: body.refreshToken,
        now: config.now(),
      })
      if (revoked) {
        await writeAuditEvent(sql, context.get('requestOrigin'), { ...revoked, event: 'logout' })
      }
      return context.body(null, 204)
    })
}
