/** The checked host of this frame, or why it was refused. */
export type HostCheck =
  | { ok: true; projectId: string; origin: string }
  /**
   * `unverified`: the host is a real embedder whose `origin` (the frame URL's, matching the
   * embedding page where the browser says it) the project does not allow.
   */
  | { ok: false; reason: string; unverified: true; origin: string }
  | { ok: false; reason: string; unverified?: undefined }

const toOrigin = (value: string): string | undefined => {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
}

/**
 * Checks who embeds the frame before it answers anyone: the frame URL's
 * `origin` must be an http(s) origin exactly, the page must be framed, its embedder must be that
 * origin (`location.ancestorOrigins[0]`, where the browser has it), and the origin must be among
 * the project's allowed origins (`GET /projects/v1/origins`).
 *
 * @param parameters.search - `location.search` (`?projectId=…&origin=…`).
 * @param parameters.framed - Whether the page has a parent (`window.parent !== window`).
 * @param parameters.ancestorOrigins - `location.ancestorOrigins`, when the browser has it.
 * @param parameters.getAllowedOrigins - Reads the project's allowed origins from the server.
 * @returns The project id and host origin, or the reason to stay silent (with the refused
 *   origin when it is `unverified`: the one case the host is told).
 */
export async function verifyHostOrigin(parameters: {
  search: string
  framed: boolean
  ancestorOrigins: { readonly length: number; item(index: number): string | null } | undefined
  getAllowedOrigins: (projectId: string) => Promise<string[]>
}): Promise<HostCheck> {
  const query = new URLSearchParams(parameters.search)
  const projectId = query.get('projectId') ?? ''
  const origin = query.get('origin') ?? ''
  if (!/^[\w.-]{1,128}$/.test(projectId))
    return { ok: false, reason: 'The frame URL has no valid projectId.' }
  if (toOrigin(origin) !== origin)
    return { ok: false, reason: `The frame URL's origin "${origin}" is not an http(s) origin.` }
  if (!parameters.framed) return { ok: false, reason: 'The page is not framed.' }
  if (parameters.ancestorOrigins && parameters.ancestorOrigins.item(0) !== origin)
    return {
      ok: false,
      reason: `The embedding page (${parameters.ancestorOrigins.item(0)}) is not ${origin}.`,
    }
  let allowed: string[]
  try {
    allowed = await parameters.getAllowedOrigins(projectId)
  } catch (error) {
    return {
      ok: false,
      reason: `The project's allowed origins could not be read: ${String(error)}`,
    }
  }
  if (!allowed.some((entry) => toOrigin(entry) === origin))
    return {
      ok: false,
      reason: `${origin} is not an allowed origin of project ${projectId}.`,
      unverified: true,
      origin,
    }
  return { ok: true, projectId, origin }
}
