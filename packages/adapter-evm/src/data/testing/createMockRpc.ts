import type { CaipNetwork } from '@latch/core'
import {
  type Abi,
  type Address,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  multicall3Abi,
  numberToHex,
  type PublicClient,
  RpcRequestError,
} from 'viem'
import { createRpcClient, MULTICALL3_ADDRESS } from '../createRpcClient.js'
import type { TopicFilter } from '../getAccountLogs.js'

/** A log as the mock node serves it. */
export type MockLog = { address: Address; topics: Hex[]; data: Hex; blockNumber: Hex }

/** A contract the mock node runs: its ABI and a function per readable method (throw to revert). */
export type MockContract = {
  abi: Abi
  read: Record<string, (args: readonly unknown[]) => unknown>
}

/** Parameters of {@link createMockRpc}. */
export type CreateMockRpcParameters = {
  network: CaipNetwork
  contracts?: Record<Address, MockContract>
  logs?: MockLog[]
  /** Native balance of every account, in wei. */
  balance?: bigint
  /** Whether Multicall3 has code (default `true`). */
  multicall?: boolean
  /** The latest block (default 100). */
  blockNumber?: bigint
  /** Refuse `eth_getLogs` ranges wider than this many blocks, as public RPCs do. */
  maxLogRange?: bigint
  /** Answers to other methods (`ots_*`); throw an `RpcRequestError` to fail. */
  methods?: Record<string, (params: readonly unknown[]) => unknown>
}

const revert = () =>
  new RpcRequestError({ url: 'mock', body: {}, error: { code: 3, message: 'execution reverted' } })

function matches(log: MockLog, topics: TopicFilter): boolean {
  return topics.every((wanted, index) => {
    if (wanted === null) return true
    const topic = log.topics[index]?.toLowerCase()
    const options = typeof wanted === 'string' ? [wanted] : wanted
    return options.some((option) => option.toLowerCase() === topic)
  })
}

/**
 * A viem client on a mock eip155 node for unit tests: `eth_call` runs `contracts` (and Multicall3's
 * `aggregate3` / `getEthBalance` over them), `eth_getLogs` filters `logs` by topics and block range,
 * and every request is recorded in `requests`.
 */
export function createMockRpc(parameters: CreateMockRpcParameters): {
  client: PublicClient
  requests: { method: string; params: readonly unknown[] }[]
} {
  const { contracts = {}, logs = [], balance = 0n, multicall = true } = parameters
  const { blockNumber = 100n, maxLogRange, methods = {} } = parameters
  const requests: { method: string; params: readonly unknown[] }[] = []
  const find = (address: string) =>
    Object.entries(contracts).find(([key]) => key.toLowerCase() === address.toLowerCase())?.[1]
  const call = (to: Address, data: Hex): Hex => {
    const contract = find(to)
    if (!contract) return '0x'
    const { functionName, args = [] } = decodeFunctionData({ abi: contract.abi, data })
    const implementation = contract.read[functionName]
    if (!implementation) throw revert()
    const result = implementation(args)
    return encodeFunctionResult({ abi: contract.abi, functionName, result } as never)
  }
  const runMulticall = (data: Hex): Hex => {
    const decoded = decodeFunctionData({ abi: multicall3Abi, data })
    if (decoded.functionName === 'getEthBalance') {
      return encodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        result: balance,
      })
    }
    if (decoded.functionName !== 'aggregate3') throw revert()
    const [calls] = decoded.args
    const result = calls.map(({ target, callData }) => {
      if (target.toLowerCase() === MULTICALL3_ADDRESS.toLowerCase()) {
        return { success: true, returnData: runMulticall(callData) }
      }
      try {
        return { success: true, returnData: call(target, callData) }
      } catch {
        return { success: false, returnData: '0x' as Hex }
      }
    })
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result })
  }
  const request = async ({ method, params = [] }: { method: string; params?: unknown[] }) => {
    requests.push({ method, params })
    switch (method) {
      case 'eth_chainId':
        return numberToHex(Number(parameters.network.id))
      case 'eth_blockNumber':
        return numberToHex(blockNumber)
      case 'eth_getBalance':
        return numberToHex(balance)
      case 'eth_getCode': {
        const [address] = params as [Address]
        const isMulticall = address.toLowerCase() === MULTICALL3_ADDRESS.toLowerCase()
        return isMulticall && multicall ? '0x6080' : find(address) ? '0x6080' : '0x'
      }
      case 'eth_call': {
        const [{ to, data }] = params as [{ to: Address; data: Hex }]
        if (to.toLowerCase() === MULTICALL3_ADDRESS.toLowerCase()) {
          if (!multicall) return '0x'
          return runMulticall(data)
        }
        return call(to, data)
      }
      case 'eth_getLogs': {
        const [{ fromBlock, toBlock, topics }] = params as [
          { fromBlock: Hex; toBlock: Hex | 'latest'; topics: TopicFilter },
        ]
        const from = BigInt(fromBlock)
        const to = toBlock === 'latest' ? blockNumber : BigInt(toBlock)
        if (maxLogRange !== undefined && to - from + 1n > maxLogRange) {
          throw new RpcRequestError({
            url: 'mock',
            body: {},
            error: { code: -32005, message: 'block range too large' },
          })
        }
        return logs.filter((log) => {
          const block = BigInt(log.blockNumber)
          return block >= from && block <= to && matches(log, topics)
        })
      }
      default: {
        const answer = methods[method]
        if (!answer) {
          throw new RpcRequestError({
            url: 'mock',
            body: {},
            error: { code: -32601, message: `Method ${method} not found` },
          })
        }
        return answer(params)
      }
    }
  }
  const client = createRpcClient(parameters.network, custom({ request }, { retryCount: 0 }))
  return { client, requests }
}
