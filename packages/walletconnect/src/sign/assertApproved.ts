import { NotApprovedError } from '../errors/errors.js'
import type { SessionNamespaces } from './schemas.js'

/**
 * Checks that a session approved a chain and a method on it (CAIP-25: the chain in a namespace's
 * `chains` or accounts, or a chain-keyed namespace; the method in that namespace's `methods`).
 *
 * @throws {NotApprovedError} 'Not approved by the WalletConnect session' when either is not.
 */
export function assertApproved(
  namespaces: SessionNamespaces,
  chainId: string,
  method: string,
): void {
  const byChain = namespaces[chainId]
  const byNamespace = namespaces[chainId.split(':')[0] ?? '']
  const namespaceHasChain =
    byNamespace?.chains?.includes(chainId) ||
    byNamespace?.accounts.some((account) => account.startsWith(`${chainId}:`))
  const approved = [byChain, namespaceHasChain ? byNamespace : undefined].filter(
    (entry) => entry !== undefined,
  )
  if (approved.length === 0) throw new NotApprovedError(`${chainId} is not in the session.`)
  if (!approved.some((entry) => entry.methods.includes(method)))
    throw new NotApprovedError(`${method} is not approved on ${chainId}.`)
}
