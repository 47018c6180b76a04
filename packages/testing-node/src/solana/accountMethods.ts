import { lamports } from '@solana/kit'
import * as z from 'zod'
import { defineSolanaRpcMethod, withContext } from './defineSolanaRpcMethod.ts'
import { encodeAccount } from './encodeAccount.ts'
import {
  readTokenAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  toUiTokenAmount,
} from './readTokenAccount.ts'
import { accountConfig, addressSchema, commitmentConfig, optionalConfig } from './rpcSchemas.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** The most `getMultipleAccounts` reads at once, as on a node. */
const MAX_MULTIPLE_ACCOUNTS = 100
/** The most lamports one airdrop gives: 1,000 SOL. */
const MAX_AIRDROP_LAMPORTS = 1_000n * 1_000_000_000n

/**
 * Account reads (https://solana.com/docs/rpc/http): balances, account data, SPL token accounts of
 * an owner and their balances, the rent-exempt minimum, and `requestAirdrop` from the server's
 * faucet.
 */
export const accountMethods = {
  getBalance: defineSolanaRpcMethod(
    z.tuple([addressSchema, optionalConfig(commitmentConfig)]),
    (ledger, [address]) => withContext(ledger, ledger.svm.getBalance(address) ?? 0n),
  ),
  getAccountInfo: defineSolanaRpcMethod(
    z.tuple([addressSchema, optionalConfig(accountConfig)]),
    (ledger, [address, config]) => {
      const account = ledger.svm.getAccount(address)
      return withContext(
        ledger,
        account.exists
          ? encodeAccount(ledger.svm, account, config?.encoding, config?.dataSlice)
          : null,
      )
    },
  ),
  getMultipleAccounts: defineSolanaRpcMethod(
    z.tuple([z.array(addressSchema).max(MAX_MULTIPLE_ACCOUNTS), optionalConfig(accountConfig)]),
    (ledger, [addresses, config]) =>
      withContext(
        ledger,
        addresses.map((address) => {
          const account = ledger.svm.getAccount(address)
          return account.exists
            ? encodeAccount(ledger.svm, account, config?.encoding, config?.dataSlice)
            : null
        }),
      ),
  ),
  getTokenAccountsByOwner: defineSolanaRpcMethod(
    z.tuple([
      addressSchema,
      z.union([z.object({ mint: addressSchema }), z.object({ programId: addressSchema })]),
      optionalConfig(accountConfig),
    ]),
    (ledger, [owner, filter, config]) => {
      const programs =
        'programId' in filter ? [filter.programId] : [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]
      if (programs.some((program) => program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM)) {
        // A node's answer to a program id that is not a token program.
        throw SolanaRpcError.invalidParams('unrecognized Token program id')
      }
      const value = programs
        .flatMap((program) => ledger.svm.getProgramAccounts(program))
        .filter((account) => {
          const token = readTokenAccount(ledger.svm, account)
          return token?.owner === owner && (!('mint' in filter) || token.mint === filter.mint)
        })
        .map((account) => ({
          pubkey: account.address,
          account: encodeAccount(ledger.svm, account, config?.encoding, config?.dataSlice),
        }))
      return withContext(ledger, value)
    },
  ),
  getTokenAccountBalance: defineSolanaRpcMethod(
    z.tuple([addressSchema, optionalConfig(commitmentConfig)]),
    (ledger, [address]) => {
      const account = ledger.svm.getAccount(address)
      // A node's answers (agave's `get_token_account_balance`).
      if (!account.exists) throw new SolanaRpcError(-32602, 'Invalid param: could not find account')
      const token = readTokenAccount(ledger.svm, account)
      if (!token) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
      return withContext(ledger, toUiTokenAmount(token.amount, token.decimals))
    },
  ),
  getMinimumBalanceForRentExemption: defineSolanaRpcMethod(
    z.tuple([
      z
        .number()
        .int()
        .nonnegative()
        .max(10 * 1024 * 1024),
      optionalConfig(commitmentConfig),
    ]),
    (ledger, [size]) => ledger.svm.minimumBalanceForRentExemption(BigInt(size)),
  ),
  requestAirdrop: defineSolanaRpcMethod(
    z.tuple([
      addressSchema,
      z.union([z.number().int().positive(), z.bigint().positive()]),
      optionalConfig(commitmentConfig),
    ]),
    (ledger, [address, amount]) => {
      const value = BigInt(amount)
      if (value > MAX_AIRDROP_LAMPORTS) {
        throw SolanaRpcError.internal('airdrop request too large, at most 1000 SOL per request')
      }
      return ledger.airdrop(address, lamports(value))
    },
  ),
}
