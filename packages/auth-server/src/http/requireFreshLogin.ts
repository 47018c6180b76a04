import { createMiddleware } from 'hono/factory'
import type { AuthServerDependencies, AuthServerEnv } from './AuthServerEnv.js'

/** How recent the login must be for the recovery and passkey routes, in seconds (10 minutes). */
export const FRESH_LOGIN_SECONDS = 10 * 60

/**
 * Whether a login at `authTime` is fresh at `now`: at most {@link FRESH_LOGIN_SECONDS} ago.
 *
 * @param authTime The access token's `auth_time`, in seconds since the epoch.
 * @param now The server's clock.
 */
export function isFreshLogin(authTime: number, now: Date): boolean {
  return now.getTime() / 1000 - authTime <= FRESH_LOGIN_SECONDS
}

/**
 * Middleware, after `requireAccessToken`: answers 403 `{ error: 'login_required' }` when the
 * token's login is not fresh ({@link isFreshLogin}), so a stolen older token cannot reach the
 * route.
 */
export function requireFreshLogin({ config }: AuthServerDependencies) {
  return createMiddleware<AuthServerEnv>(async (context, next) => {
    if (!isFreshLogin(context.get('accessToken').authTime, config.now()))
      return context.json({ error: 'login_required' }, 403)
    await next()
  })
}
