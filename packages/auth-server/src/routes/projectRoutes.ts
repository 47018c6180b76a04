import { Hono } from 'hono'
import { cors } from 'hono/cors'
import * as z from 'zod'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { findProject } from '../projects/findProject.js'
import { isProjectId } from '../projects/projectIdSchema.js'

const querySchema = z.object({ projectId: z.string() })

/**
 * `GET /projects/v1/origins?projectId=ID`: the project's allowed origins (spec §5), readable from
 * any origin (CORS `*`), as the hosted API answers.
 *
 * `GET /projects/v1/rpc-urls?projectId=ID`: `{ rpcUrls: { 'eip155:1': 'https://…' } }`, the RPC
 * URLs the integrator configured for the project (`LATCH_AUTH_PROJECTS`), which the frame trusts
 * for what the approval shows; `{}` when none. Same-origin only (no CORS): the frame asks it.
 * 404 `unknown_project` for a project the configuration does not name.
 */
export function projectRoutes({ sql, config }: AuthServerDependencies) {
  return new Hono<AuthServerEnv>()
    .get('/projects/v1/origins', cors({ origin: '*', allowMethods: ['GET'] }), async (context) => {
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
