import type { AccountType } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { DefaultAccountTypes, PreferredAccountType } from '../options/types.js'

/**
 * The type of an external wallet's account when the wallet does not say (spec §6 account types per
 * namespace): `payment` for bip122, `eoa` elsewhere (a browser wallet's EVM or Solana account is
 * externally owned; spec §6's `smartAccount` default is the embedded wallet's preference).
 */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return namespace === 'bip122' ? 'payment' : 'eoa'
}

/**
 * Spec §3 accountState `preferredAccountTypes` of one namespace: the resolved `defaultAccountTypes`
 * entry (spec §6 defaults filled in), `undefined` for a namespace spec §6 gives none.
 */
export function preferredAccountTypeOf(
  defaultAccountTypes: DefaultAccountTypes,
  namespace: ChainNamespace,
): PreferredAccountType | undefined {
  return Object.hasOwn(defaultAccountTypes, namespace)
    ? defaultAccountTypes[namespace as keyof DefaultAccountTypes]
    : undefined
}
