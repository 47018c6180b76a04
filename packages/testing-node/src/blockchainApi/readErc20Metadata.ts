import type { Address, PublicClient } from 'viem'
import { erc20Abi } from 'viem'

/** An ERC-20's `name`, `symbol` and `decimals`, as its contract reports them (untrusted text). */
export type Erc20Metadata = { name: string; symbol: string; decimals: number }

/**
 * Reads an ERC-20's `name`, `symbol` and `decimals` (three `eth_call`s, batched by the client).
 *
 * @returns The metadata, or `undefined` when a call fails (e.g. no contract at `address`).
 */
export async function readErc20Metadata(
  client: PublicClient,
  address: Address,
): Promise<Erc20Metadata | undefined> {
  const read = <name extends 'name' | 'symbol' | 'decimals'>(functionName: name) =>
    client.readContract({ address, abi: erc20Abi, functionName })
  try {
    const [name, symbol, decimals] = await Promise.all([
      read('name'),
      read('symbol'),
      read('decimals'),
    ])
    return { name, symbol, decimals }
  } catch {
    return undefined
  }
}
