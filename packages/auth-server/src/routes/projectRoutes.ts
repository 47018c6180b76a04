import { Hono } from 'hono'
import { cors } from 'hono/cors'
import * as z from 'zod'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { findProject } from '../projects/findProject.js'
import { isProjectId } from '../projects/projectIdSchema.js'

const querySchema = z.object({ projectId: z.string() })

/**
 * Readable from any origin, preflight included: a page's core asks with a simple request (no
 * custom header), but the headers older clients sent (the hosted API's) are allowed too, so their
 * preflight is answered instead of 404.
 */
const originsCors = cors({
  origin: '*',
  allowMethods: ['GET'],
  allowHeaders: ['x-sdk-type', 'x-sdk-version', 'x-project-id'],
  maxAge: 600,
})

/**
 * `GET /projects/v1/origins?projectId=ID`: `{ allowedOrigins }`, the project's allowed origins,
 * readable from any origin (CORS `*`; `OPTIONS` preflight answered 204), as the hosted API
 * answers; 404 `unknown_project` for a project the configuration does not name, 400
 * `invalid_project_id` for an id that cannot be one. A page's core reads it before loading the
 * frame, to tell a wrong project ('invalid app configuration') or origin ('unverified domain') at
 * once.
 *
 * `GET /projects/v1/rpc-urls?projectId=ID`: `{ rpcUrls: { 'eip155:1': 'https://…' } }`, the RPC
 * URLs the integrator configured for the project (`LATCH_AUTH_PROJECTS`), which the frame trusts
 * for what the approval shows; `{}` when none. Same-origin only (no CORS): the frame asks it.
 * 404 `unknown_project` for a project the configuration does not name.
 */
export function projectRoutes({ sql, config }: AuthServerDependencies) {
  return new Hono<AuthServerEnv>()
    .use('/projects/v1/origins', originsCors)
    .get('/projects/v1/origins', async (context) => {
      const query = querySchema.safeParse(context.req.query())
      if (!query.success) return context.json({ error: 'invalid_request' }, 400)
      if (!isProjectId(query.data.projectId)) {
        return context.json({ error: 'invalid_project_id' }, 400)
      }
      const project = await findProject(sql, query.data.projectId)
      if (!project) return context.json({ error: 'unknown_project' }, 404)
      return context.json({ allowedOrigins: project.allowedOrigins })
    })
    .get('/projects/v1/rpc-urls', (context) => {
      const projectId = context.req.query('projectId')
      // From the configuration only (no query): the URLs are never stored in the database.
      const project = config.projects.find((candidate) => candidate.id === projectId)
      if (!project) return context.json({ error: 'unknown_project' }, 404)
      return context.json({ rpcUrls: project.rpcUrls ?? {} })
    })
}
