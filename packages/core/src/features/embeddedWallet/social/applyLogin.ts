import type { ChainNamespace } from '../../../caip/types.js'
import type { LatchContext } from '../../../client/context.js'
import { getChainState, patchAccountState } from '../../../state/chainStateAccess.js'
import type { AuthFrameSession } from '../frameProtocol.js'
import { toAccountUser } from '../toAccountUser.js'
import { socialName } from './socialNames.js'

/**
 * Puts a restored embedded-wallet login in `namespace`'s account state: `user` (email, username),
 * `socialProvider`, and for a social login the connected wallet named after its provider
 * (`'GitHub'`, instead of `'Email'`). Nothing without a session.
 */
export function applyLogin(
  context: LatchContext,
  parameters: { namespace: ChainNamespace; session: AuthFrameSession | null },
): void {
  const { namespace, session } = parameters
  if (!session) return
  const { stores } = context
  const info = getChainState(stores, namespace)?.accountState.connectedWalletInfo
  const name = session.provider ? socialName(context, session.provider) : undefined
  patchAccountState(stores, namespace, {
    user: toAccountUser(session),
    socialProvider: session.provider,
    ...(info && name ? { connectedWalletInfo: { ...info, name } } : {}),
  })
}
