import type { DataQuery, TransactionPage } from '@latch/core'
import { address, type Rpc, type Signature, type SolanaRpcApi } from '@solana/kit'
import { signaturesAnswer, signatureText, transactionAnswer } from './rpcSchemas.js'
import { toTransaction } from './toTransaction.js'

/** Transactions per page. */
export const SOLANA_ACTIVITY_PAGE_SIZE = 10

/** Parameters of {@link getTransactions}: the account, its network, the previous page's cursor. */
export type GetTransactionsParameters = DataQuery & { cursor?: string | undefined }

/**
 * The account's transactions on a Solana network, newest first, {@link SOLANA_ACTIVITY_PAGE_SIZE}
 * per page, from the network's RPC: `getSignaturesForAddress` (`limit`, `before` =
 * the cursor), then `getTransaction` (`jsonParsed`, `maxSupportedTransactionVersion: 0`) for each,
 * mapped by {@link toTransaction}. Like a node, it lists the transactions naming the account
 * itself: tokens received into an existing token account, without the owner among the keys, are
 * not in the owner's list. Every answer is validated (zod).
 *
 * @param rpc - The network's @solana/kit RPC client.
 * @param parameters - {@link GetTransactionsParameters}
 * @returns The page; `next` is the page's last signature when the page is full. Transactions the
 *   node no longer has, or has without `meta` or `blockTime`, are left out.
 * @throws {Error} 'Invalid cursor' when `cursor` is not a signature.
 * @throws The kit's error when `address` is not a Solana address, or the RPC's.
 * @throws {z.core.$ZodError} When an answer does not have a node's shape.
 * @example
 * const page = await getTransactions(createSolanaRpc(url), { address, caipNetwork: solana })
 * const more = page.next && (await getTransactions(rpc, { address, caipNetwork: solana, cursor: page.next }))
 */
export async function getTransactions(
  rpc: Rpc<SolanaRpcApi>,
  { address: owner, caipNetwork, cursor, signal }: GetTransactionsParameters,
): Promise<TransactionPage> {
  const account = address(owner)
  if (cursor !== undefined && !signatureText.safeParse(cursor).success) {
    throw new Error('Invalid cursor')
  }
  const options = { abortSignal: signal }
  const signatures = signaturesAnswer.parse(
    await rpc
      .getSignaturesForAddress(account, {
        limit: SOLANA_ACTIVITY_PAGE_SIZE,
        ...(cursor ? { before: cursor as Signature } : {}),
      })
      .send(options),
  )
  const answers = await Promise.all(
    signatures.map(({ signature }) =>
      rpc
        .getTransaction(signature as Signature, {
          encoding: 'jsonParsed',
          maxSupportedTransactionVersion: 0,
        })
        .send(options),
    ),
  )
  const data = answers.flatMap((answer, index) => {
    const parsed = transactionAnswer.parse(answer)
    const signature = signatures[index]?.signature
    const transaction =
      parsed && signature ? toTransaction(parsed, { owner, signature, caipNetwork }) : undefined
    return transaction ? [transaction] : []
  })
  const last = signatures.at(-1)?.signature
  return {
    data,
    next: signatures.length === SOLANA_ACTIVITY_PAGE_SIZE ? last : undefined,
  }
}
