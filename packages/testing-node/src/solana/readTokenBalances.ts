import type { Address } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { readTokenAccount, toUiTokenAmount } from './readTokenAccount.ts'

/** A node's `TransactionTokenBalance` (`meta.preTokenBalances` / `meta.postTokenBalances`). */
export type LedgerTokenBalance = {
  /** The token account's index in the message's account keys. */
  accountIndex: number
  mint: Address
  /** The wallet owning the token account. */
  owner: Address
  programId: Address
  uiTokenAmount: ReturnType<typeof toUiTokenAmount>
}

/**
 * The SPL token balances among a transaction's account keys, as a node lists them in `meta`:
 * one entry per key that is a token account (SPL Token or Token-2022), in key order.
 * @param svm - The ledger, read now (before or after the transaction runs).
 * @param accounts - The message's account keys.
 */
export function readTokenBalances(
  svm: LiteSVM,
  accounts: readonly Address[],
): LedgerTokenBalance[] {
  return accounts.flatMap((address, accountIndex) => {
    const account = svm.getAccount(address)
    const token = account.exists ? readTokenAccount(svm, account) : undefined
    if (!token) return []
    const { mint, owner, programId, amount, decimals } = token
    return [
      { accountIndex, mint, owner, programId, uiTokenAmount: toUiTokenAmount(amount, decimals) },
    ]
  })
}
