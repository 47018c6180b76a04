import type { SIWXMessageData } from './types.js'

/** A CAIP-10 account as a sign-in names it: a CAIP-2 network and a bare address. */
type Account = Pick<SIWXMessageData, 'chainId' | 'accountAddress'>

/**
 * Whether two sign-ins are for the same CAIP-10 account (https://chainagnostic.org/CAIPs/caip-10):
 * same CAIP-2 network and same address, compared without case for `eip155` (EIP-55 checksums only
 * change letter case) and exactly for other namespaces (Solana's base58 is case-sensitive).
 *
 * @param a - A network and address.
 * @param b - Another network and address.
 * @returns `true` when both name one account.
 */
export function isSameAccount(a: Account, b: Account): boolean {
  if (a.chainId !== b.chainId) return false
  return a.chainId.startsWith('eip155:')
    ? a.accountAddress.toLowerCase() === b.accountAddress.toLowerCase()
    : a.accountAddress === b.accountAddress
}
