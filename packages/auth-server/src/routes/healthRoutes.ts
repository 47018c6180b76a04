import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'

/** `GET /health`: 200 `{ status: 'ok' }` when the database answers, else 503; CORS `*`. */
export function healthRoutes({ sql }: AuthServerDependencies) {
  return new Hono<AuthServerEnv>().get(
    '/health',
    cors({ origin: '*', allowMethods: ['GET'] }),
    async (context) => {
      const reachable = await sql`select 1`.then(
        () => true,
        () => false,
      )
      return reachable
        ? context.json({ status: 'ok' })
        : context.json({ status: 'unavailable' }, 503)
    },
  )
}
