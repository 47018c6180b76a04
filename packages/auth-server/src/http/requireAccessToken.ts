import { createMiddleware } from 'hono/factory'
import { verifyAccessToken } from '../sessions/verifyAccessToken.js'
import type { AuthServerDependencies, AuthServerEnv } from './AuthServerEnv.js'

/**
 * Middleware: requires `Authorization: Bearer <access token>` and sets `accessToken` (its claims);
 * answers 401 `{ error: 'invalid_session' }` otherwise.
 */
export function requireAccessToken({ config }: AuthServerDependencies) {
  return createMiddleware<AuthServerEnv>(async (context, next) => {
    const token = /^Bearer (\S+)$/.exec(context.req.header('authorization') ?? '')?.[1]
    const claims =
      token &&
      (await verifyAccessToken(token, {
        secret: config.jwtSecret,
        issuer: config.publicUrl,
        now: config.now(),
      }))
    if (!claims) return context.json({ error: 'invalid_session' }, 401)
    context.set('accessToken', claims)
    await next()
  })
}
