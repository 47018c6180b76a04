import type { BalanceChange, NativeCurrency, SimulationResult } from '@latch/core'
import {
  type Address,
  address,
  type Base64EncodedWireTransaction,
  getBase64Decoder,
  getBase64Encoder,
  getU64Decoder,
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND,
} from '@solana/kit'
import { tokenName } from '../data/tokenName.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../tokenPrograms.js'
import { buildUnsignedTransaction, type Transfer } from './buildUnsignedTransaction.js'
import { describeSimulationError } from './describeSimulationError.js'
import { InvalidTokenMintError } from './errors.js'
import { getMessageFee } from './getMessageFee.js'
import type { SolanaRpc } from './rpcFor.js'

/** Where an SPL token account keeps its amount (u64, little-endian), in either program. */
const AMOUNT_OFFSET = 64

type AccountState = { lamports: bigint; owner: Address; data: readonly [string, string] } | null

/**
 * Simulates `transfers` from `from` as one transaction (their instructions in order, so they act
 * as one after another in one block) with `simulateTransaction` (`sigVerify: false`,
 * `replaceRecentBlockhash: true`), asking for the sender's account and its token accounts as the
 * transaction leaves them, and compares them with their state now (`getMultipleAccounts`).
 *
 * The SOL change leaves the network fee out (the simulation's `fee`, else `getFeeForMessage`'s, is
 * added back: core shows the fee apart); the rent of a recipient's new token account, which the
 * sender pays, is in it. Unchanged assets are left out. A token's `symbol` is its mint's first 4
 * characters (Solana keeps names outside the mint; core knows the token the user picked).
 *
 * @returns `success` with the sender's changes (SOL in lamports, tokens in base units); `reverted`
 *   with the failing program's words, or 'The token is not an SPL token mint'; `unavailable` when
 *   the RPC has no `simulateTransaction` or does not return the accounts asked for.
 * @throws The RPC's error on a network failure.
 */
export async function simulateTransfers(
  rpc: SolanaRpc,
  parameters: {
    from: string
    transfers: readonly Transfer[]
    nativeCurrency: Pick<NativeCurrency, 'symbol' | 'decimals'>
  },
): Promise<SimulationResult> {
  const { from, transfers, nativeCurrency } = parameters
  if (transfers.length === 0) return { status: 'success', changes: [] }
  let built: Awaited<ReturnType<typeof buildUnsignedTransaction>>
  try {
    built = await buildUnsignedTransaction(rpc, from, transfers)
  } catch (error) {
    if (error instanceof InvalidTokenMintError) {
      return { status: 'reverted', reason: error.shortMessage }
    }
    throw error
  }
  const sources = [
    ...new Map(built.tokenSources.map((source) => [source.tokenAccount, source])).values(),
  ]
  const addresses = [address(from), ...sources.map((source) => source.tokenAccount)]
  const wire = getBase64Decoder().decode(built.transaction) as Base64EncodedWireTransaction
  const [simulated, now, priced] = await Promise.all([
    rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        accounts: { addresses, encoding: 'base64' },
      })
      .send()
      .catch((error: unknown) => {
        // A node without simulation, or one that does not know its options.
        if (
          isSolanaError(error, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND) ||
          isSolanaError(error, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)
        ) {
          return undefined
        }
        throw error
      }),
    rpc.getMultipleAccounts(addresses, { encoding: 'base64' }).send(),
    getMessageFee(rpc, built.messageBase64),
  ])
  if (!simulated) return { status: 'unavailable' }
  const { err, logs, accounts } = simulated.value
  if (err) return { status: 'reverted', reason: describeSimulationError(err, logs) }
  if (!Array.isArray(accounts) || accounts.length !== addresses.length) {
    return { status: 'unavailable' }
  }
  const after: readonly AccountState[] = accounts
  const before: readonly AccountState[] = now.value
  // Older nodes do not report the fee: the message's price then.
  const fee = BigInt(simulated.value.fee ?? priced)
  const changes: BalanceChange[] = []
  const lamportsDiff = (after[0]?.lamports ?? 0n) - (before[0]?.lamports ?? 0n) + fee
  if (lamportsDiff !== 0n) {
    const { symbol, decimals } = nativeCurrency
    changes.push({ symbol, decimals, diff: lamportsDiff })
  }
  sources.forEach((source, index) => {
    const diff = tokenAmount(after[index + 1]) - tokenAmount(before[index + 1])
    if (diff === 0n) return
    const { symbol } = tokenName(source.mint)
    changes.push({ address: source.mint, symbol, decimals: source.decimals, diff })
  })
  return { status: 'success', changes }
}

/** The amount an SPL token account holds, in base units; 0 when it is missing or not one. */
function tokenAmount(account: AccountState | undefined): bigint {
  if (account?.owner !== TOKEN_PROGRAM && account?.owner !== TOKEN_2022_PROGRAM) return 0n
  const bytes = getBase64Encoder().encode(account.data[0])
  return bytes.length < AMOUNT_OFFSET + 8 ? 0n : getU64Decoder().decode(bytes, AMOUNT_OFFSET)
}
