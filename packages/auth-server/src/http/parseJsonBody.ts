import type { Context } from 'hono'
import type * as z from 'zod'

/**
 * Parses a request's JSON body with `schema`. Only `application/json` is read, so a cross-origin
 * page cannot post a body without a CORS preflight (which this server never grants).
 *
 * @returns The parsed body, or `undefined` when it is not JSON or does not match.
 */
export async function parseJsonBody<schema extends z.ZodType>(
  context: Context,
  schema: schema,
): Promise<z.infer<schema> | undefined> {
  if (!context.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    return undefined
  }
  const body: unknown = await context.req.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  return parsed.success ? parsed.data : undefined
}
