import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP: the socket's peer address, or with `trustProxy` the last `X-Forwarded-For`
 * entry (the address the nearest proxy saw; earlier entries are the client's to forge).
 */
export function readClientIp(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return getConnInfo(context).remote.address ?? 'unknown'
}
