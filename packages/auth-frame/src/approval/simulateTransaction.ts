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
  | {
      status: 'reverted'
      reason: string
      /** In a batch of several calls, the index of the first that reverts. */
      call?: number
    }
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

/** A call to simulate: a transaction's or a batch call's `to`, `value`, `data` (and `gas`). */
export type SimulatedCall = {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas?: bigint | undefined
}

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
export function simulateTransaction(
  client: Client,
  from: Address,
  transaction: TransactionRequest,
): Promise<Simulation> {
  return simulateCalls(client, from, [transaction])
}

/**
 * Simulates calls in order in one block with `eth_simulateV1` (EIP-5792 batches, a user
 * operation's calls), each from `from` (a smart account's address, deployed or not: with
 * `validation: false` the node neither checks its code nor a signature), no state overrides,
 * `traceTransfers: true`, and sums the sender's ERC-20 Transfer logs and the native currency
 * traced to it over all calls. The first call that reverts makes the whole batch `reverted`
 * (`call`: its index). Nodes without the method give `unavailable`.
 *
 * @param client - The active network's public client.
 * @param from - The address the calls are made from.
 * @param calls - The calls, in order (at least one).
 * @returns The sender's token and native changes and total gas used, the first revert, or
 *   `unavailable`.
 */
export async function simulateCalls(
  client: Client,
  from: Address,
  calls: readonly SimulatedCall[],
): Promise<Simulation> {
  const request = calls.map((transaction) => ({
    from,
    ...(transaction.to ? { to: transaction.to } : {}),
    value: numberToHex(transaction.value),
    ...(transaction.data ? { data: transaction.data } : {}),
    ...(transaction.gas === undefined ? {} : { gas: numberToHex(transaction.gas) }),
  }))
  let raw: unknown
  try {
    raw = await client.request({
      method: 'eth_simulateV1' as 'eth_call',
      params: [
        { blockStateCalls: [{ calls: request }], traceTransfers: true, validation: false },
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
  const results = parsed.success ? parsed.data[0]?.calls : undefined
  if (!results || results.length !== calls.length) return { status: 'unavailable' }
  const tokenChanges = new Map<Address, bigint>()
  let nativeReceived = 0n
  let gasUsed = 0n
  for (const [index, result] of results.entries()) {
    if (BigInt(result.status) !== 1n)
      return {
        status: 'reverted',
        reason: showReason(
          readReason(
            (result.error?.data ?? result.returnData) as Hex | undefined,
            result.error?.message,
          ),
        ),
        ...(calls.length > 1 ? { call: index } : {}),
      }
    gasUsed += BigInt(result.gasUsed)
    nativeReceived += collectTransfers(result.logs ?? [], from, tokenChanges)
  }
  for (const [token, change] of tokenChanges) if (change === 0n) tokenChanges.delete(token)
  return { status: 'success', gasUsed, tokenChanges, nativeReceived }
}

/**
 * Adds a call's ERC-20 Transfer logs to `tokenChanges` (the sender's signed changes by token).
 * @returns The native currency traced to `from` from others in the call, in wei.
 */
function collectTransfers(
  logs: readonly { address: string; topics: string[]; data: string }[],
  from: Address,
  tokenChanges: Map<Address, bigint>,
): bigint {
  let nativeReceived = 0n
  for (const log of logs) {
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
  return nativeReceived
}
