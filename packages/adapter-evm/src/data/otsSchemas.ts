import * as z from 'zod/mini'
import { rpcAddress, rpcLog, rpcQuantity, rpcWord } from './rpcSchemas.js'

/** The most transactions read from one Otterscan page (it may exceed the page size to end a block). */
const MAX_PAGE_TRANSACTIONS = 1_000
/** The most logs read from one receipt. */
const MAX_RECEIPT_LOGS = 1_000

/** The latest time a JavaScript `Date` holds, in seconds. */
const MAX_DATE_SECONDS = 8_640_000_000_000

/** A block timestamp in seconds: a hex quantity (anvil, Reth) or a JSON number (Erigon). */
const timestamp = z.pipe(
  z.pipe(
    z.union([rpcQuantity, z.number()]),
    z.transform((value: bigint | number) => Number(value)),
  ),
  z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_DATE_SECONDS)),
)

/** A transaction in an `ots_searchTransactionsBefore` answer (the fields Latch reads). */
export const otsTransaction = z.object({
  hash: rpcWord,
  from: rpcAddress,
  to: z.optional(z.nullable(rpcAddress)),
  value: rpcQuantity,
  nonce: rpcQuantity,
  // Only the 4-byte selector is read; calldata of any size is accepted and not kept.
  input: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
  blockNumber: rpcQuantity,
  blockTimestamp: z.optional(timestamp),
})

/** A receipt in an `ots_searchTransactionsBefore` answer, with Otterscan's `timestamp`. */
export const otsReceipt = z.object({
  transactionHash: rpcWord,
  status: z.optional(z.nullable(rpcQuantity)),
  contractAddress: z.optional(z.nullable(rpcAddress)),
  logs: z.array(rpcLog).check(z.maxLength(MAX_RECEIPT_LOGS)),
  timestamp: z.optional(timestamp),
})

/**
 * `ots_searchTransactionsBefore`'s answer
 * (https://github.com/otterscan/otterscan/blob/develop/docs/custom-jsonrpc.md): the page's
 * transactions, newest first, their receipts, and whether it is the last page.
 */
export const otsTransactionPage = z.object({
  txs: z.array(otsTransaction).check(z.maxLength(MAX_PAGE_TRANSACTIONS)),
  receipts: z.array(otsReceipt).check(z.maxLength(MAX_PAGE_TRANSACTIONS)),
  firstPage: z.boolean(),
  lastPage: z.boolean(),
})

/** A transaction of an Otterscan page, validated. */
export type OtsTransaction = z.infer<typeof otsTransaction>
/** A receipt of an Otterscan page, validated. */
export type OtsReceipt = z.infer<typeof otsReceipt>
