import type { AccountType } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'

/**
 * The type of an external wallet's account when the wallet does not say (account types per
 * namespace): `payment` for bip122, `eoa` elsewhere (a browser wallet's EVM or Solana account is
 * externally owned; the `smartAccount` default is the embedded wallet's preference).
 */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return namespace === 'bip122' ? 'payment' : 'eoa'
}
