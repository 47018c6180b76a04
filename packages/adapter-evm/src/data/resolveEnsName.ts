import type { PublicClient } from 'viem'
import { normalize } from 'viem/ens'

/**
 * Resolves an ENS name (ENSIP-1, normalized with ENSIP-15) to its address through viem's
 * `getEnsAddress` and the Universal Resolver, only on a client whose chain has ENS
 * (`contracts.ensUniversalResolver`: Ethereum mainnet and Sepolia); elsewhere no request is made.
 *
 * @param client - The network's client (`createRpcClient`).
 * @param name - What the user typed, e.g. `vitalik.eth`.
 * @returns The address, or `undefined` without ENS on the network, for a name that does not
 *   normalize (e.g. with disallowed characters), or a name with no address.
 * @throws The node's error when the resolver cannot be called.
 * @example
 * await resolveEnsName(createRpcClient(mainnet), 'vitalik.eth') // '0xd8dA…6045'
 */
export async function resolveEnsName(
  client: PublicClient,
  name: string,
): Promise<string | undefined> {
  if (!client.chain?.contracts?.ensUniversalResolver) return undefined
  let normalized: string
  try {
    normalized = normalize(name.trim())
  } catch {
    return undefined
  }
  if (!normalized.includes('.')) return undefined
  return (await client.getEnsAddress({ name: normalized })) ?? undefined
}
