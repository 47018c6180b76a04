import type { DataQuery, Identity } from '@latch/core'
import { getAddress, type PublicClient } from 'viem'
import { toPlainText, toSafeImageUrl } from './untrusted.js'

/** The longest ENS name kept; a longer one is not shown at all (a cut name would be another name). */
const MAX_ENS_NAME_LENGTH = 255

/**
 * The account's ENS name (primary name, ENSIP-19 reverse resolution, checked forward by the
 * Universal Resolver) and its `avatar` text record, through viem's `getEnsName` and `getEnsText`
 * on the network's RPC — only on networks with ENS (the chain's `contracts.ensUniversalResolver`:
 * Ethereum mainnet and Sepolia); elsewhere no request is made.
 *
 * The avatar is kept only when the record is an `http(s):` or `data:image/` URL. viem's
 * `getEnsAvatar` is not used: it resolves NFT and `ipfs://` avatars through a public IPFS gateway
 * the integrator did not configure, and fetches the image to check it.
 *
 * @param client - The network's client (`createRpcClient`).
 * @param parameters - The account and its network.
 * @returns `{ name, avatar? }`, or `undefined` without ENS on the network or without a name.
 * @throws {InvalidAddressError} When `address` is not an EVM address.
 * @throws The node's error when the resolver cannot be called.
 * @example
 * const identity = await getIdentity(client, { address, caipNetwork: mainnet })
 * // { name: 'vitalik.eth', avatar: 'https://…' }
 */
export async function getIdentity(
  client: PublicClient,
  { address }: DataQuery,
): Promise<Identity | undefined> {
  if (!client.chain?.contracts?.ensUniversalResolver) return undefined
  const found = await client.getEnsName({ address: getAddress(address) })
  const name = found ? toPlainText(found, MAX_ENS_NAME_LENGTH) : ''
  if (!name || name !== found) return undefined
  const avatar = await readAvatar(client, name)
  return { name, avatar }
}

async function readAvatar(client: PublicClient, name: string): Promise<string | undefined> {
  try {
    // The name is the verified primary name; ENSIP-15 normalizing it again would load ~30 kB.
    const record = await client.getEnsText({ name, key: 'avatar' })
    return toSafeImageUrl(record ?? undefined)
  } catch {
    // No resolver or no record: a name without an avatar.
    return undefined
  }
}
