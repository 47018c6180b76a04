import type { Context } from 'hono'
import type * as z from 'zod'
import { type AuditEvent, writeAuditEvent } from '../audit/writeAuditEvent.js'
import { type AuthProject, isExactOrigin } from '../config.js'
import { findProject } from '../projects/findProject.js'
import { isProjectId } from '../projects/projectIdSchema.js'
import { verifyDpopProof } from '../sessions/verifyDpopProof.js'
import type { AuthServerDependencies, AuthServerEnv } from './AuthServerEnv.js'
import { limitPerIp } from './limitPerIp.js'
import { parseJsonBody } from './parseJsonBody.js'

/** What {@link openStartRequest} and {@link openAttemptRequest} give: the checked request, or the answer. */
export type Opened<T> = { ok: true; value: T } | { ok: false; response: Response }

/** A request's DPoP proof for `POST {publicUrl}{path}`: its key's thumbprint, or `undefined`. */
function proofKey(
  { sql, config }: Pick<AuthServerDependencies, 'sql' | 'config'>,
  context: Context<AuthServerEnv>,
): Promise<string | undefined> {
  return verifyDpopProof(sql, context.req.header('dpop'), {
    htm: 'POST',
    htu: new URL(context.req.path, config.publicUrl).href,
    now: config.now(),
  })
}

/**
 * Opens a login start (`POST /v1/social/{id}/start`, `POST /v1/farcaster/start`), checking in
 * this order: the JSON body (400 `invalid_request`), the project id (400 `invalid_project_id`),
 * the per-IP limit (429), whether the login is offered (404 `unknown_provider`), the `DPoP`
 * proof (400 `invalid_dpop_proof`), the project (404 `unknown_project`) and the origin, one of
 * the project's allowed origins (400 `invalid_origin`, audited `refusal.event` with
 * `refusal.detail`, `reason: 'invalid_origin'` and the origin).
 *
 * @param options.limit The per-IP limit's name (e.g. `farcaster:start`) and count per window.
 * @returns The body, the proof key's thumbprint and the project; or the refusal to answer.
 */
export async function openStartRequest<T extends { projectId: string; origin: string }>(
  dependencies: Pick<AuthServerDependencies, 'sql' | 'config'>,
  context: Context<AuthServerEnv>,
  options: {
    schema: z.ZodType<T>
    limit: { name: string; perIp: number }
    offered: boolean
    refusal: { event: AuditEvent; detail: Record<string, string> }
  },
): Promise<Opened<{ body: T; jkt: string; project: AuthProject }>> {
  const refuse = (error: string, status: 400 | 404): Opened<never> => ({
    ok: false,
    response: context.json({ error }, status),
  })
  const body = await parseJsonBody(context, options.schema)
  if (!body) return refuse('invalid_request', 400)
  if (!isProjectId(body.projectId)) return refuse('invalid_project_id', 400)
  const { name, perIp } = options.limit
  const limited = await limitPerIp(dependencies, context, name, perIp)
  if (limited) return { ok: false, response: limited }
  if (!options.offered) return refuse('unknown_provider', 404)
  const jkt = await proofKey(dependencies, context)
  if (!jkt) return refuse('invalid_dpop_proof', 400)
  const project = await findProject(dependencies.sql, body.projectId)
  if (!project) return refuse('unknown_project', 404)
  if (!isExactOrigin(body.origin) || !project.allowedOrigins.includes(body.origin)) {
    await writeAuditEvent(dependencies.sql, context.get('requestOrigin'), {
      event: options.refusal.event,
      projectId: project.id,
      detail: { ...options.refusal.detail, reason: 'invalid_origin', origin: body.origin },
    })
    return refuse('invalid_origin', 400)
  }
  return { ok: true, value: { body, jkt, project } }
}

/**
 * Opens a request about an attempt (a login's result or cancel), checking the JSON body (400
 * `invalid_request`), the per-IP limit when given (429) and the `DPoP` proof (401
 * `invalid_dpop_proof`).
 *
 * @returns The body and the proof key's thumbprint; or the refusal to answer.
 */
export async function openAttemptRequest<T>(
  dependencies: Pick<AuthServerDependencies, 'sql' | 'config'>,
  context: Context<AuthServerEnv>,
  options: { schema: z.ZodType<T>; limit?: { name: string; perIp: number } },
): Promise<Opened<{ body: T; jkt: string }>> {
  const body = await parseJsonBody(context, options.schema)
  if (!body) return { ok: false, response: context.json({ error: 'invalid_request' }, 400) }
  if (options.limit) {
    const { name, perIp } = options.limit
    const limited = await limitPerIp(dependencies, context, name, perIp)
    if (limited) return { ok: false, response: limited }
  }
  const jkt = await proofKey(dependencies, context)
  if (!jkt) return { ok: false, response: context.json({ error: 'invalid_dpop_proof' }, 401) }
  return { ok: true, value: { body, jkt } }
}
