import type { Address } from '@solana/kit'
import type { LedgerSimulation, SolanaLedger } from './createSolanaLedger.ts'
import { type AccountEncoding, encodeAccount } from './encodeAccount.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** `simulateTransaction`'s `accounts` option: which accounts to return after the simulation. */
export type SimulatedAccountsConfig = { addresses: readonly Address[]; encoding?: AccountEncoding }

/**
 * The `accounts` of a `simulateTransaction` answer, as agave's `simulate_transaction` gives them:
 * each address's state after the simulation (the transaction's own accounts as it left them, any
 * other account as it is now; `null` when it does not exist), in `encoding` (base64 by default);
 * every entry `null` when the simulation failed.
 * @param accountKeys - How many accounts the transaction names: no more addresses may be asked.
 * @throws {SolanaRpcError} -32602 for base58 (agave refuses it here) or too many addresses.
 */
export function encodeSimulatedAccounts(
  ledger: SolanaLedger,
  simulation: LedgerSimulation,
  config: SimulatedAccountsConfig,
  accountKeys: number,
) {
  const encoding = config.encoding ?? 'base64'
  if (encoding === 'base58') throw SolanaRpcError.invalidParams('base58 encoding not supported')
  if (config.addresses.length > accountKeys) {
    throw SolanaRpcError.invalidParams(`Too many accounts provided; max ${accountKeys}`)
  }
  if (simulation.err) return config.addresses.map(() => null)
  const after = new Map(simulation.postAccounts.map((account) => [account.address, account]))
  return config.addresses.map((address) => {
    const posted = after.get(address)
    if (posted) return encodeAccount(ledger.svm, posted, encoding)
    const current = ledger.svm.getAccount(address)
    return current.exists ? encodeAccount(ledger.svm, current, encoding) : null
  })
}
