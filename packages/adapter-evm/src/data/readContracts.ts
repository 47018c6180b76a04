import type { Abi, Address, PublicClient } from 'viem'
import { MULTICALL3_ADDRESS } from './createRpcClient.js'

/** One contract read: what viem's `readContract` takes. */
export type ContractRead = {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
}

/** A read's outcome: the value decoded by the ABI, or a failure (reverted, no code, bad answer). */
export type ContractReadResult = { status: 'success'; result: unknown } | { status: 'failure' }

// Whether each client's chain has Multicall3 code, asked once per client.
const multicallPresence = new WeakMap<PublicClient, Promise<boolean>>()

/**
 * The Multicall3 address of the client's chain when the contract is deployed there (one
 * `eth_getCode`, remembered per client), else `undefined`.
 *
 * @param client - A client from `createRpcClient` (its chain names `contracts.multicall3`).
 */
export function getMulticall3Address(client: PublicClient): Promise<Address | undefined> {
  const address = client.chain?.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS
  let present = multicallPresence.get(client)
  if (!present) {
    present = client.getCode({ address }).then(
      (code) => code !== undefined && code !== '0x',
      (error: unknown) => {
        multicallPresence.delete(client)
        throw error
      },
    )
    multicallPresence.set(client, present)
  }
  return present.then((yes) => (yes ? address : undefined))
}

/**
 * Reads many contract values in one viem `multicall` through Multicall3
 * (https://github.com/mds1/multicall3) — one `eth_call` per ~1 kB of calldata — or, on a chain
 * without Multicall3 code, with one `readContract` (`eth_call`) each.
 *
 * @param client - The network's client.
 * @param reads - The calls; an empty list makes no request.
 * @returns One result per read, in order; a revert or an answer that does not decode by the ABI is
 *   a `failure`, never a throw.
 * @throws The node's error when the multicall itself fails (e.g. the RPC is down).
 */
export async function readContracts(
  client: PublicClient,
  reads: readonly ContractRead[],
): Promise<ContractReadResult[]> {
  if (reads.length === 0) return []
  const multicallAddress = await getMulticall3Address(client)
  if (multicallAddress) {
    const results = await client.multicall({
      contracts: reads as ContractRead[],
      allowFailure: true,
      multicallAddress,
    })
    return results.map((entry) =>
      entry.status === 'success'
        ? { status: 'success', result: entry.result }
        : { status: 'failure' },
    )
  }
  const settled = await Promise.allSettled(reads.map((read) => client.readContract(read)))
  return settled.map((entry) =>
    entry.status === 'fulfilled'
      ? { status: 'success', result: entry.value }
      : { status: 'failure' },
  )
}
