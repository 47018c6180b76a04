import type { EmbeddedWalletUser } from '../../state/authTypes.js'
import type { AuthFrameSession } from './frameProtocol.js'

/**
 * The account state's `user` a frame session carries (email, username, passkey count, recovery),
 * if it names the user (an email or a username).
 */
export function toAccountUser(session: AuthFrameSession): EmbeddedWalletUser | undefined {
  const { email, username, passkeys, recovery } = session
  if (!email && !username) return undefined
  return {
    ...(email ? { email } : {}),
    ...(username ? { username } : {}),
    ...(passkeys !== undefined ? { passkeys } : {}),
    ...(recovery ? { recovery } : {}),
  }
}
