import * as z from 'zod/mini'
import { API_TIMEOUT_MS } from '../../api/createApiClient.js'

const originsAnswer = z.looseObject({
  allowedOrigins: z.optional(z.array(z.string())),
  error: z.optional(z.string()),
})

/** What the auth server said about the page's project and origin. */
export type AuthProjectCheck = 'allowed' | 'unknownProject' | 'unverifiedDomain'

/**
 * Asks the auth server whether its project `projectId` allows `origin`, before the secure frame
 * loads (the server refuses to be framed otherwise, which the page could only see as a frame that
 * never loads): `GET {authUrl}/projects/v1/origins?projectId=…`, a simple cross-origin request (no
 * custom headers, no credentials, so no CORS preflight), timed out after 10 s.
 *
 * @param parameters.authUrl - The auth server's base URL (`auth.url`).
 * @param parameters.projectId - The auth project (`auth.projectId`, default `'default'`).
 * @param parameters.origin - This page's origin, compared exactly with the allowed origins, as the
 *   server's frame route compares it.
 * @returns `'allowed'`; `'unknownProject'` when the server does not know the project (404
 *   `unknown_project`, 400 `invalid_project_id`); `'unverifiedDomain'` when the project does not
 *   list `origin`.
 * @throws The network error, `Error` 'HTTP status code: {status}' for another answer, or the zod
 *   error for a body that is not `{ allowedOrigins }`: the caller leaves those to the frame's load.
 */
export async function checkAuthProject(parameters: {
  authUrl: string
  projectId: string
  origin: string
}): Promise<AuthProjectCheck> {
  const url = new URL('projects/v1/origins', `${parameters.authUrl.replace(/\/+$/, '')}/`)
  url.searchParams.set('projectId', parameters.projectId)
  const response = await fetch(url, {
    credentials: 'omit',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  })
  const body = originsAnswer.parse(await response.json().catch(() => ({})))
  if (!response.ok || !body.allowedOrigins) {
    if (body.error === 'unknown_project' || body.error === 'invalid_project_id') {
      return 'unknownProject'
    }
    throw new Error(`HTTP status code: ${response.status}`)
  }
  return body.allowedOrigins.includes(parameters.origin) ? 'allowed' : 'unverifiedDomain'
}
