import { createMiddleware } from 'hono/factory'
import * as z from 'zod'
import { hashRefreshToken } from '../sessions/hashRefreshToken.js'
import { verifyDpopProof } from '../sessions/verifyDpopProof.js'
import type { AuthServerDependencies, AuthServerEnv } from './AuthServerEnv.js'

const issuedSchema = z.object({ refreshToken: z.string() })

/**
 * Middleware for the login route (`POST /v1/email/verify`): binds the new session's refresh-token
 * family to the key of the request's `DPoP` proof, in the same request, before the token leaves the
 * server. A request with a `DPoP` header that is not a valid proof for this URL is refused with
 * 400 `{ error: 'invalid_dpop_proof' }` before its code is checked (the code is not spent). A login
 * without the header gets a session whose refresh token cannot be refreshed (its access token works
 * for its 15 minutes).
 */
export function bindRefreshTokenKey({ config, sql }: AuthServerDependencies) {
  return createMiddleware<AuthServerEnv>(async (context, next) => {
    const proof = context.req.header('dpop')
    if (proof === undefined) return next()
    const jkt = await verifyDpopProof(sql, proof, {
      htm: context.req.method,
      htu: new URL(context.req.path, config.publicUrl).href,
      now: config.now(),
    })
    if (!jkt) return context.json({ error: 'invalid_dpop_proof' }, 400)
    await next()
    if (context.res.status !== 200) return
    const issued = issuedSchema.safeParse(await context.res.clone().json())
    if (!issued.success) throw new Error('a login answered 200 without a refresh token')
    await sql`
      update refresh_token_families set jkt = ${jkt}
      where jkt is null and id = (
        select family_id from refresh_tokens
        where token_hash = ${hashRefreshToken(issued.data.refreshToken)} and rotated_at is null
      )`
  })
}
