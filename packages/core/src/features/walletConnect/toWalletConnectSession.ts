import type { Session } from '@latch/walletconnect'
import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
} from '../../caip/types.js'
import type { WalletConnectSession } from './types.js'

/**
 * Reads what Latch needs from a WalletConnect session (CAIP-25): CAIP-10 accounts and CAIP-2
 * networks per namespace, the wallet's metadata, the expiry in ms. Namespaces Latch does not know
 * are left out, and eip155 ids whose reference is not a decimal chain id; a namespace
 * key may be `eip155` or `eip155:1`.
 *
 * @param session - The session as `@latch/walletconnect` has it (expiry in seconds).
 */
export function toWalletConnectSession(session: Session): WalletConnectSession {
  const accounts: Partial<Record<ChainNamespace, CaipAddress[]>> = {}
  const caipNetworkIds: Partial<Record<ChainNamespace, CaipNetworkId[]>> = {}
  for (const [key, approved] of Object.entries(session.namespaces)) {
    const namespace = key.split(':')[0] ?? ''
    if (!isChainNamespace(namespace)) continue
    // An eip155 reference is a decimal chain id (CAIP-2); anything else is dropped.
    const usable = (id: string) => namespace !== 'eip155' || /^eip155:[1-9]\d{0,19}(:|$)/.test(id)
    const chains = (approved.chains ?? (key.includes(':') ? [key] : [])).filter(usable)
    const approvedAccounts = approved.accounts.filter(usable)
    const fromAccounts = approvedAccounts.map((account) => account.split(':', 2).join(':'))
    accounts[namespace] = [...(accounts[namespace] ?? []), ...(approvedAccounts as CaipAddress[])]
    caipNetworkIds[namespace] = [
      ...new Set([...(caipNetworkIds[namespace] ?? []), ...chains, ...fromAccounts]),
    ] as CaipNetworkId[]
  }
  const { name, description, url, icons } = session.peer
  return {
    topic: session.topic,
    accounts,
    caipNetworkIds,
    peer: { name, description, url, icons: [...icons] },
    expiry: session.expiry * 1_000,
  }
}
