import { Hono } from 'hono'
import { cors } from 'hono/cors'
import * as z from 'zod'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { findProject } from '../projects/findProject.js'

const querySchema = z.object({ projectId: z.string().min(1).max(100) })

/**
 * `GET /projects/v1/origins?projectId=ID`: the project's allowed origins (spec §5), readable from
 * any origin (CORS `*`), as the hosted API answers.
 */
export function projectRoutes({ sql }: AuthServerDependencies) {
  return new Hono<AuthServerEnv>().get(
    '/projects/v1/origins',
    cors({ origin: '*', allowMethods: ['GET'] }),
    async (context) => {
      const query = querySchema.safeParse(context.req.query())
      if (!query.success) return context.json({ error: 'invalid_request' }, 400)
      const project = await findProject(sql, query.data.projectId)
      if (!project) return context.json({ error: 'unknown_project' }, 404)
      return context.json({ allowedOrigins: project.allowedOrigins })
    },
  )
}
