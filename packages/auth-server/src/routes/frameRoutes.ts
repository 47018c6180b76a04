import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Handler, Hono, type MiddlewareHandler } from 'hono'
import * as z from 'zod'
import { isExactOrigin } from '../config.js'
import {
  approvalWindowContentSecurityPolicy,
  frameContentSecurityPolicy,
} from '../frame/frameContentSecurityPolicy.js'
import {
  readApprovalWindowPage,
  readFrameIndex,
  readSocialResultPage,
} from '../frame/readFrameIndex.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { findProject } from '../projects/findProject.js'

const querySchema = z.object({
  projectId: z.string().min(1).max(100),
  origin: z.string().max(2048),
})

/**
 * `GET /frame?projectId&origin`: the auth frame page, embeddable only by `origin` when it is one
 * of the project's allowed origins (403 with `frame-ancestors 'none'` otherwise; 503 when the
 * frame is not built). `GET /frame/approve`: the approval window the frame opens as a top-level
 * page (no one may embed it: `frame-ancestors 'none'`, `X-Frame-Options: DENY`). `GET
 * /frame/social?status=failed&reason=…`: the page a failed social login's popup ends on, with the
 * approval window's headers. `GET /frame/assets/*`: their built files, cached as immutable.
 */
export function frameRoutes({ config, sql }: AuthServerDependencies) {
  const assetsDir = join(config.frameDir, 'assets')
  let serveAssets: MiddlewareHandler<AuthServerEnv> | undefined
  return (
    new Hono<AuthServerEnv>()
      .get('/frame', async (context) => {
        context.header('Cache-Control', 'no-store')
        context.header('Referrer-Policy', 'no-referrer')
        const query = querySchema.safeParse(context.req.query())
        const project = query.success ? await findProject(sql, query.data.projectId) : undefined
        const origin = query.data?.origin
        // An allowed origin stored before origins were checked (a wildcard, a path) frames nothing.
        if (
          !project ||
          !origin ||
          !isExactOrigin(origin) ||
          !project.allowedOrigins.includes(origin)
        ) {
          context.header('Content-Security-Policy', frameContentSecurityPolicy(undefined))
          return context.text('This page may not be embedded here.', 403)
        }
        const page = await readFrameIndex(config.frameDir)
        if (page === undefined) {
          context.header('Content-Security-Policy', frameContentSecurityPolicy(undefined))
          return context.text(
            `The auth frame is not built: no index.html in ${config.frameDir}. Run \`npm run build -w @latch/auth-frame\`.`,
            503,
          )
        }
        context.header('Content-Security-Policy', frameContentSecurityPolicy(origin))
        // Framed by another origin: the default `same-origin` would stop a COEP host from embedding it.
        context.header('Cross-Origin-Resource-Policy', 'cross-origin')
        return context.html(page)
      })
      // The approval window the frame opens: the frame sits in another site's page, so
      // 'same-origin' would cut the link between them.
      .get('/frame/approve', topLevelPage(config.frameDir, readApprovalWindowPage, 'approve.html'))
      // The social login's callback sends a failed popup here; its opener must keep seeing it open
      // until it closes itself ('same-origin' would make it read closed at once).
      .get('/frame/social', topLevelPage(config.frameDir, readSocialResultPage, 'social.html'))
      .get('/frame/assets/*', (context, next) => {
        // Made at the first request: serveStatic warns at once when the frame is not built yet.
        serveAssets ??= serveStatic({
          root: assetsDir,
          rewriteRequestPath: (path) => path.slice('/frame/assets'.length),
          onFound: (_path, found) => {
            found.header('Cache-Control', 'public, max-age=31536000, immutable')
          },
        })
        return serveAssets(context, next)
      })
  )
}

/**
 * A handler serving one of the frame's top-level pages (`approve.html`, `social.html`): never
 * cached, framed by no one, no referrer, the approval window's CSP, and `COOP: unsafe-none` so the
 * window that opened it keeps its link to it. 503 naming the missing file when the frame is not
 * built.
 */
function topLevelPage(
  frameDir: string,
  read: (frameDir: string) => Promise<string | undefined>,
  file: string,
): Handler<AuthServerEnv> {
  return async (context) => {
    context.header('Cache-Control', 'no-store')
    context.header('Referrer-Policy', 'no-referrer')
    context.header('X-Frame-Options', 'DENY')
    context.header('Cross-Origin-Opener-Policy', 'unsafe-none')
    context.header('Content-Security-Policy', approvalWindowContentSecurityPolicy())
    const page = await read(frameDir)
    if (page === undefined)
      return context.text(
        `The frame's ${file} is not built in ${frameDir}. Run \`npm run build -w @latch/auth-frame\`.`,
        503,
      )
    return context.html(page)
  }
}
