import type { AuthFrameSession } from './frameProtocol.js'

/** The account state's `user` (email, username) a frame session carries, if any. */
export function toAccountUser(
  session: AuthFrameSession,
): { email?: string; username?: string } | undefined {
  const { email, username } = session
  if (!email && !username) return undefined
  return { ...(email ? { email } : {}), ...(username ? { username } : {}) }
}
