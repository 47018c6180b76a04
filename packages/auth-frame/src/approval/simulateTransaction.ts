import {
  type Address,
  type Client,
  decodeErrorResult,
  type Hex,
  isAddressEqual,
  numberToHex,
} from 'viem'
import * as z from 'zod/mini'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { escapeInvisible } from './escapeInvisible.js'

// keccak256('Transfer(address,address,uint256)'), the ERC-20 (and ERC-721) Transfer event.
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
// eth_simulateV1 with traceTransfers reports native transfers as Transfer logs of this address.
const NATIVE_PSEUDO_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const resultSchema = z.array(
  z.object({
    calls: z.array(
      z.object({
        status: hex,
        returnData: z.optional(hex),
        gasUsed: hex,
        logs: z.optional(
          z
            .array(z.object({ address: hex, topics: z.array(hex), data: hex }))
            .check(z.maxLength(1000)),
        ),
        error: z.optional(z.object({ message: z.optional(z.string()), data: z.optional(hex) })),
      }),
    ),
  }),
)

/** What `eth_simulateV1` says a transaction would do. */
export type Simulation =
  | {
      status: 'success'
      /** Gas the simulated call used. */
      gasUsed: bigint
      /** ERC-20 balance changes of the sender (signed, smallest unit), by token contract. */
      tokenChanges: Map<Address, bigint>
      /**
       * Native currency the traced transfers send to the sender from others during the call (a
       * refund, an unwrap), in wei; 0 when none were traced. What leaves the wallet is the
       * request's own `value`, which no node's answer can make smaller.
       */
      nativeReceived: bigint
    }
  | { status: 'reverted'; reason: string }
  | { status: 'unavailable' }

const readReason = (returnData: Hex | undefined, message: string | undefined) => {
  if (returnData && returnData.length > 2) {
    try {
      const decoded = decodeErrorResult({ abi: [], data: returnData })
      if (decoded.args?.[0] !== undefined) return String(decoded.args[0])
    } catch {}
  }
  return (message ?? 'execution reverted').slice(0, 200)
}

/** A revert reason as one line of plain text: invisible and direction-changing characters shown. */
const showReason = (reason: string) => escapeInvisible(reason).text

/**
 * Simulates a transaction on the node with `eth_simulateV1` (one block, one call, no state
 * overrides, `traceTransfers: true`, `validation: false`) and collects the sender's ERC-20
 * Transfer logs and the native currency traced to it. Nodes without the method give
 * `unavailable`.
 *
 * @param client - The active network's public client.
 * @param from - The wallet's address.
 * @param transaction - The request to simulate.
 * @returns The sender's token and native changes and gas used, the revert reason, or
 *   `unavailable`.
 */
export async function simulateTransaction(
  client: Client,
  from: Address,
  transaction: TransactionRequest,
): Promise<Simulation> {
  const call = {
    from,
    ...(transaction.to ? { to: transaction.to } : {}),
    value: numberToHex(transaction.value),
    ...(transaction.data ? { data: transaction.data } : {}),
    ...(transaction.gas === undefined ? {} : { gas: numberToHex(transaction.gas) }),
  }
  let raw: unknown
  try {
    raw = await client.request({
      method: 'eth_simulateV1' as 'eth_call',
      params: [
        { blockStateCalls: [{ calls: [call] }], traceTransfers: true, validation: false },
        'latest',
      ] as never,
    })
  } catch (error) {
    const message = String((error as { details?: unknown }).details ?? (error as Error).message)
    if (/revert|insufficient funds/i.test(message))
      return { status: 'reverted', reason: showReason(message.slice(0, 200)) }
    return { status: 'unavailable' }
  }
  const parsed = resultSchema.safeParse(raw)
  const result = parsed.success ? parsed.data[0]?.calls[0] : undefined
  if (!result) return { status: 'unavailable' }
  if (BigInt(result.status) !== 1n)
    return {
      status: 'reverted',
      reason: showReason(
        readReason(
          (result.error?.data ?? result.returnData) as Hex | undefined,
          result.error?.message,
        ),
      ),
    }
  const tokenChanges = new Map<Address, bigint>()
  let nativeReceived = 0n
  for (const log of result.logs ?? []) {
    if (log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC || log.data.length !== 66)
      continue
    const sender = `0x${log.topics[1]?.slice(26)}` as Address
    const recipient = `0x${log.topics[2]?.slice(26)}` as Address
    const amount = BigInt(log.data)
    const token = log.address.toLowerCase() as Address
    if (token === NATIVE_PSEUDO_TOKEN) {
      if (isAddressEqual(recipient, from) && !isAddressEqual(sender, from)) nativeReceived += amount
      continue
    }
    const change =
      (isAddressEqual(recipient, from) ? amount : 0n) - (isAddressEqual(sender, from) ? amount : 0n)
    tokenChanges.set(token, (tokenChanges.get(token) ?? 0n) + change)
  }
  for (const [token, change] of tokenChanges) if (change === 0n) tokenChanges.delete(token)
  return { status: 'success', gasUsed: BigInt(result.gasUsed), tokenChanges, nativeReceived }
}
