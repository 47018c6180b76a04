import * as z from 'zod/mini'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** An address as an RPC node sends it: `0x` and 40 hex digits. */
export const rpcAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** A 32-byte word (`0x` and 64 hex digits): a topic, a hash. */
export const rpcWord = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/** A JSON-RPC quantity (`0x1a`), at most 256 bits, read as a bigint. */
export const rpcQuantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value: string) => BigInt(value)),
)

/** The most logs read from one `eth_getLogs` answer; more is treated as a refused range. */
export const MAX_LOGS = 10_000

/** A log as `eth_getLogs` and receipts carry it (the fields Latch reads). */
export const rpcLog = z.object({
  address: rpcAddress,
  topics: z.array(rpcWord).check(z.maxLength(4)),
  // Event data is small for the events Latch reads; 64 KiB covers a long TransferBatch.
  data: hex.check(z.maxLength(2 + 65_536 * 2)),
  blockNumber: z.optional(z.nullable(rpcQuantity)),
})

/** A log the node sent, checked by {@link rpcLog}. */
export type RpcLog = z.infer<typeof rpcLog>

/** An `eth_getLogs` answer, at most {@link MAX_LOGS} entries. */
export const rpcLogs = z.array(rpcLog).check(z.maxLength(MAX_LOGS))
