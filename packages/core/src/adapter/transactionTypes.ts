import type { CaipNetwork } from '../networks/types.js'

/**
 * A transaction as core's flows ask for it: a transfer of the native currency, a transfer of a token
 * (`token` set), or, on eip155, a contract call (`data` set, e.g. a swap or an approval).
 * `value` is in the smallest unit: wei (eip155), lamports (solana), satoshis (bip122), or the
 * token's own smallest unit when `token` is set.
 */
export type AdapterTransaction = {
  caipNetwork: CaipNetwork
  /** The sending address (the connected account). */
  from: string
  /**
   * The receiving address, valid for the namespace: the recipient of a
   * transfer (native or token), or the called contract when `data` is set.
   */
  to: string
  value: bigint
  /** eip155 only: call data as hex. Never set together with `token`. */
  data?: `0x${string}` | undefined
  /**
   * A token transfer: `value` of this token goes to `to`. `address` is the token contract (EVM
   * ERC-20, including USDT-style tokens whose `transfer` returns nothing) or the mint (Solana SPL,
   * either token program), not CAIP-10; `decimals` its decimals.
   */
  token?: { address: string; decimals: number } | undefined
}

/**
 * How one asset of the sender changes, as a simulation tells (EVM: `eth_simulateV1`).
 * `diff` is signed, in the asset's smallest unit (wei, lamports, token units); `symbol`/`name` are
 * untrusted when they come from a token contract.
 */
export type BalanceChange = {
  /** The token contract or mint; absent for the native currency. */
  address?: string | undefined
  symbol: string
  decimals: number
  diff: bigint
}

/**
 * What simulating transactions said: `success` with the sender's balance changes (the network fee
 * not included); `reverted` when one would fail on chain, with the node's reason (untrusted text);
 * `unavailable` when the network's RPC cannot simulate (spec: "Simulation unavailable").
 */
export type SimulationResult =
  | { status: 'success'; changes: readonly BalanceChange[] }
  | { status: 'reverted'; reason: string }
  | { status: 'unavailable' }
