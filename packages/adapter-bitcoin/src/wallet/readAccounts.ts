import type { AdapterAccount } from '@latch/core'
import { hex } from '@scure/base'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import type { BitcoinNetworkName } from '../networks.js'
import { type CheckedWalletAccount, walletAccount, walletAccounts } from './accountSchemas.js'
import { check } from './check.js'

/** What `bitcoin:connect` asks addresses for (https://github.com/ExodusMovement/bitcoin-wallet-standard). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A wallet's accounts as a connection: the network they are on and the payment one first. */
export type BitcoinAccounts = {
  network: BitcoinNetworkName
  /** The payment account: the connection's `address` (bip122's default account type). */
  payment: CheckedWalletAccount
  /** Every account, typed for core (`payment`, `ordinal`), publicKey as hex. */
  accounts: AdapterAccount[]
  /** The wallet's own account objects, checked, to hand back when signing. */
  walletAccounts: CheckedWalletAccount[]
}

/**
 * Reads the accounts a Bitcoin wallet shared. Each is zod-checked; its type is the `purpose` the
 * wallet gave, else the purpose asked at the same position (the standard returns accounts in the
 * order of `purposes`), else its address kind (Taproot → `ordinal`, others → `payment`). The
 * payment account's address decides the network; accounts whose address is not valid on that
 * network (checksum, prefix) are dropped.
 *
 * @param accounts - Untrusted: `wallet.accounts`, a connect output's `accounts` or a `change` event's.
 * @param purposes - The purposes asked, when `accounts` answers `bitcoin:connect`.
 * @returns The accounts, or `undefined` when none is a valid payment address.
 */
export function readAccounts(
  accounts: unknown,
  purposes?: readonly BitcoinAddressPurpose[],
): BitcoinAccounts | undefined {
  const list = check(walletAccounts, () => accounts) ?? []
  const positional = purposes?.length === list.length ? purposes : undefined
  const typed = list.flatMap((source, index) => {
    const account = check(walletAccount, () => source)
    const parsed = parseBitcoinAddress(account?.address)
    if (!account || !parsed) return []
    const purpose = account.purpose ?? positional?.[index]
    const type: AdapterAccount['type'] =
      (purpose ?? (parsed.type === 'p2tr' ? 'ordinals' : 'payment')) === 'ordinals'
        ? 'ordinal'
        : 'payment'
    return [{ account: { ...account, source }, network: parsed.network, type }]
  })
  const payment = typed.find((entry) => entry.type === 'payment')
  if (!payment) return undefined
  const seen = new Set<string>()
  const onNetwork = typed.filter(({ account, network }) => {
    if (network !== payment.network || seen.has(account.address)) return false
    seen.add(account.address)
    return true
  })
  return {
    network: payment.network,
    payment: payment.account,
    accounts: onNetwork.map(({ account, type }) => ({
      address: account.address,
      type,
      publicKey: account.publicKey ? hex.encode(account.publicKey) : undefined,
    })),
    walletAccounts: onNetwork.map(({ account }) => account),
  }
}
