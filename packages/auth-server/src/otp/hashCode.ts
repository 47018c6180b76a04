import { createHmac } from 'node:crypto'

/**
 * The stored form of a one-time code: HMAC-SHA256 under the server's code secret, bound to the
 * user and project so a hash cannot be replayed for another account.
 */
export function hashCode(
  secret: Buffer,
  parameters: { userId: string; projectId: string; code: string },
): Buffer {
  const { userId, projectId, code } = parameters
  return createHmac('sha256', secret).update(`${userId}\n${projectId}\n${code}`).digest()
}
