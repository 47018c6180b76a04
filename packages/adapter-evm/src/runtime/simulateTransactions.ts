import type { AdapterTransaction, CaipNetwork } from '@latch/core'
import {
  type Address,
  type Client,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  type Log,
  pad,
  parseAbi,
  toEventSelector,
} from 'viem'
import { getBlockNumber, simulateBlocks } from 'viem/actions'
import * as z from 'zod/mini'
import type { BalanceChange, SimulationResult } from '../coreTypes.js'
import { MAX_SYMBOL_LENGTH } from '../data/tokenInfo.js'
import { toPlainText } from '../data/untrusted.js'
import { readSimulationError } from './readSimulationError.js'
import { toEvmCall } from './toEvmCall.js'

/** Parameters of {@link simulateTransactions}. */
export type SimulateTransactionsParameters = {
  caipNetwork: CaipNetwork
  /** The sending account. */
  from: string
  /** Core's transactions, simulated in order in one block. */
  transactions: readonly AdapterTransaction[]
}

/** The longest revert reason kept, in code points (it is the node's or the contract's text). */
export const MAX_REASON_LENGTH = 200

// Runtime code answering any call with BALANCE(calldata[0:32]), placed by a state override: the
// native balance read as a call with a `to` (anvil's eth_simulateV1 refuses viem's deployless one).
const BALANCE_PROBE_CODE: Hex = '0x6000353160005260206000f3'
const BALANCE_PROBE: Address = '0x00000000000000000000000000000000ba1a0ce5'
const TRANSFER = toEventSelector('event Transfer(address indexed, address indexed, uint256)')
const tokenAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
])
const decimals = z.number().check(z.int(), z.minimum(0), z.maximum(255))

type SimulatedCallRequest = { from?: Address; to: Address; value?: bigint; data?: Hex | undefined }
type SimulatedCall = { status: 'success' | 'failure'; data: Hex; error?: unknown; logs?: Log[] }

/**
 * Simulates core's transactions one after another in one block on the latest state, as `from`,
 * with `eth_simulateV1` (viem's `simulateBlocks`;
 * https://ethereum.github.io/execution-apis/api/methods/eth_simulateV1), then measures the sender's
 * balances before and after (native, and every token a Transfer log or a called contract names):
 * an approval then a swap are previewed together. Token transfers are simulated as the EIP-20
 * `transfer` they are sent as.
 *
 * @param client - A viem client for the network (wagmi's, or `createRpcClient`).
 * @param parameters - {@link SimulateTransactionsParameters}
 * @returns `success` with the sender's non-zero balance changes (native first, with the network's
 *   currency symbol and decimals; tokens with their cleaned `symbol()` (at most 16 code points) and
 *   `decimals()`, 0 when they have none, e.g. an ERC-721 count; no network fee), `reverted` with
 *   the decoded revert reason or the node's short message (cleaned, at most 200 code points) when a
 *   call fails, or `unavailable` when the node has no `eth_simulateV1` (JSON-RPC −32601 or −32600,
 *   or a "not supported" message).
 * @throws viem's errors when the node cannot be reached.
 * @example
 * await simulateTransactions(client, { caipNetwork, from, transactions: [approve, swap] })
 * // { status: 'success', changes: [{ symbol: 'ETH', decimals: 18, diff: 9…n }, { address, symbol: 'LTT', decimals: 18, diff: -15…n }] }
 */
export async function simulateTransactions(
  client: Client,
  { caipNetwork, from, transactions }: SimulateTransactionsParameters,
): Promise<SimulationResult> {
  const account = from as Address
  const calls: SimulatedCallRequest[] = transactions.map((transaction) => ({
    ...toEvmCall(transaction),
    from: account,
  }))
  try {
    // One base block for both simulations: the calls, then the balances around them.
    const blockNumber = await getBlockNumber(client, { cacheTime: 0 })
    const [first] = await simulateBlocks(client, { blockNumber, blocks: [{ calls }] })
    const results = (first?.calls ?? []) as SimulatedCall[]
    const failed = results.find((result) => result.status === 'failure')
    if (failed) {
      const read = readSimulationError(failed.error)
      return toReverted(read && !read.unavailable ? read.reason : '')
    }
    const tokens = findTokens(account, results, calls)
    const probes = [
      { to: BALANCE_PROBE, data: pad(account) },
      ...tokens.map((token) => ({
        to: token,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'balanceOf', args: [account] }),
      })),
    ]
    const info = tokens.flatMap((token) =>
      (['decimals', 'symbol'] as const).map((functionName) => ({
        to: token,
        data: encodeFunctionData({ abi: tokenAbi, functionName }),
      })),
    )
    const stateOverrides = [{ address: BALANCE_PROBE, code: BALANCE_PROBE_CODE }]
    const [before, , after] = await simulateBlocks(client, {
      blockNumber,
      blocks: [{ calls: [...probes, ...info], stateOverrides }, { calls }, { calls: probes }],
    })
    const changes: BalanceChange[] = []
    for (const [index, probe] of probes.entries()) {
      const pre = readUint(before?.calls[index] as SimulatedCall | undefined)
      const post = readUint(after?.calls[index] as SimulatedCall | undefined)
      if (pre === undefined || post === undefined || pre === post) continue
      if (index === 0) {
        const { symbol, decimals } = caipNetwork.nativeCurrency
        changes.push({ symbol, decimals, diff: post - pre })
        continue
      }
      const [decimalsCall, symbolCall] = [0, 1].map(
        (offset) => before?.calls[probes.length + (index - 1) * 2 + offset] as SimulatedCall,
      )
      changes.push({
        address: probe.to,
        symbol: readSymbol(symbolCall),
        decimals: decimals.safeParse(Number(readUint(decimalsCall) ?? 0n)).data ?? 0,
        diff: post - pre,
      })
    }
    return { status: 'success', changes }
  } catch (error) {
    const read = readSimulationError(error)
    if (!read) throw error
    return read.unavailable ? { status: 'unavailable' } : toReverted(read.reason)
  }
}

/** Tokens whose Transfer logs name the sender, and the contracts called (WETH mints on Deposit). */
function findTokens(
  account: Address,
  results: readonly SimulatedCall[],
  calls: readonly { to: Address }[],
): Address[] {
  const topic = pad(account.toLowerCase() as Hex)
  const logged = results
    .flatMap((result) => result.logs ?? [])
    .filter(
      ({ topics }) =>
        topics[0] === TRANSFER &&
        (topics[1]?.toLowerCase() === topic || topics[2]?.toLowerCase() === topic),
    )
    .map((log) => log.address)
  const unique = new Map<string, Address>()
  for (const address of [...logged, ...calls.map((call) => call.to)]) {
    unique.set(address.toLowerCase(), address)
  }
  return [...unique.values()]
}

/** A call's uint256 answer; `undefined` when it failed or answered anything else (an EOA: `0x`). */
function readUint(call: SimulatedCall | undefined): bigint | undefined {
  if (call?.status !== 'success' || !/^0x[0-9a-f]{64}$/i.test(call.data)) return undefined
  return BigInt(call.data)
}

function readSymbol(call: SimulatedCall | undefined): string {
  if (call?.status !== 'success') return ''
  try {
    const [symbol] = decodeAbiParameters([{ type: 'string' }], call.data)
    return toPlainText(symbol, MAX_SYMBOL_LENGTH)
  } catch {
    return ''
  }
}

function toReverted(reason: string): SimulationResult {
  const text = toPlainText(reason, MAX_REASON_LENGTH)
  return { status: 'reverted', reason: text || 'Execution reverted' }
}
