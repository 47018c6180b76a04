import type { CaipNetworkId } from '../caip/types.js'

/**
 * How the embedded wallet's smart account works on one eip155 network (the `smartAccounts`
 * option's values).
 */
export type SmartAccountSettings = {
  /**
   * `'4337'` (default): an ERC-4337 account (EntryPoint v0.8) owned by the embedded wallet's key,
   * at its own counterfactual address, deployed by its first user operation; works on every EVM
   * chain. `'7702'`: the embedded wallet's EOA keeps its address and is upgraded to a smart account
   * by an EIP-7702 authorisation on first use (the chain needs the Prague upgrade).
   */
  type?: '4337' | '7702'
  /** The ERC-4337 bundler's JSON-RPC URL for this network (`http:` or `https:`). */
  bundlerUrl: string
  /**
   * An ERC-7677 paymaster's URL (`http:` or `https:`), `pm_getPaymasterStubData` and
   * `pm_getPaymasterData`: the network fees are sponsored. Absent: the account pays them.
   */
  paymasterUrl?: string
}

/**
 * The `smartAccounts` option: the embedded wallet's smart accounts, by CAIP-2 id of eip155
 * networks (`'eip155:8453'`). A network left out has EOAs only; there, choosing a smart account
 * shows 'This application might not support Smart Accounts'. The accounts' contracts are fixed by
 * the secure frame, never by this option.
 * @example
 * { 'eip155:8453': { bundlerUrl: 'https://bundler.example.org/8453' } }
 */
export type SmartAccountsOption = Readonly<Record<CaipNetworkId, SmartAccountSettings>>
