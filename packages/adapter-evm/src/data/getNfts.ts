import type { DataQuery, Nft, NftPage } from '@latch/core'
import { type Address, erc721Abi, erc1155Abi, getAddress, type PublicClient } from 'viem'
import * as z from 'zod/mini'
import { fetchNftMetadata } from './fetchNftMetadata.js'
import { findHeldNfts } from './findHeldNfts.js'
import { readContracts } from './readContracts.js'
import { substituteErc1155Id } from './resolveTokenUri.js'
import { collectionNameRead, toCollectionName } from './tokenInfo.js'

/** NFTs per page: their metadata is fetched page by page. */
export const NFTS_PAGE_SIZE = 50

/** Parameters of {@link getNfts}: the account, its network, the IPFS gateway, the page cursor. */
export type GetNftsParameters = DataQuery & {
  cursor?: string | undefined
  ipfsGateway?: string | undefined
  /** The `fetch` metadata URLs are read with (tests). */
  fetch?: typeof globalThis.fetch
}

const tokenUri = z.string()

/**
 * The NFTs the account holds now on an eip155 network, from the network's RPC:
 * found and confirmed by `findHeldNfts`, then, for the page, the collections' `name()` and each
 * token's `tokenURI(id)` (ERC-721) or `uri(id)` (ERC-1155, `{id}` substituted) in one multicall,
 * and each metadata document read by `fetchNftMetadata` (names as plain text, images only
 * `http(s):` / `data:image/`, `ipfs://` only through `ipfsGateway`).
 *
 * @param client - The network's client (`createRpcClient`).
 * @param parameters - {@link GetNftsParameters}; `cursor` is a previous page's `next`.
 * @returns Up to {@link NFTS_PAGE_SIZE} NFTs, most recently received first; `next` while more
 *   remain. An NFT without readable metadata is named `{collection} #{id}` and has no image.
 * @throws {Error} 'Invalid NFT cursor' when `cursor` is not a previous page's `next`.
 * @throws {InvalidAddressError} When `address` is not an EVM address.
 * @throws The node's error when the logs or the multicalls cannot be read.
 * @example
 * const { data } = await getNfts(client, { address, caipNetwork: network, ipfsGateway: 'https://ipfs.io/ipfs/' })
 */
export async function getNfts(
  client: PublicClient,
  { address, caipNetwork, cursor, ipfsGateway, signal, fetch }: GetNftsParameters,
): Promise<NftPage> {
  const account = getAddress(address)
  if (cursor !== undefined && !/^[1-9][0-9]{0,5}$/.test(cursor)) {
    throw new Error('Invalid NFT cursor')
  }
  const offset = cursor === undefined ? 0 : Number(cursor)
  const held = await findHeldNfts(client, account)
  signal?.throwIfAborted()
  const page = held.slice(offset, offset + NFTS_PAGE_SIZE)
  const contracts = [...new Set(page.map((nft) => nft.contract))]
  const results = await readContracts(client, [
    ...contracts.map(collectionNameRead),
    ...page.map(({ standard, contract, tokenId }) =>
      standard === 'erc721'
        ? { address: contract, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] }
        : { address: contract, abi: erc1155Abi, functionName: 'uri', args: [tokenId] },
    ),
  ])
  signal?.throwIfAborted()
  const collections = new Map<Address, string>()
  contracts.forEach((contract, index) => {
    const name = toCollectionName(results[index])
    if (name) collections.set(contract, name)
  })
  // At most 4 metadata hosts asked at once, as a browser limits a page's requests per host.
  const metadataSlots = createSlots(METADATA_CONCURRENCY)
  const data = await Promise.all(
    page.map(async ({ standard, contract, tokenId, amount }, index): Promise<Nft> => {
      const result = results[contracts.length + index]
      const uri = result?.status === 'success' ? tokenUri.safeParse(result.result) : undefined
      const link = uri?.success
        ? standard === 'erc1155'
          ? substituteErc1155Id(uri.data, tokenId)
          : uri.data
        : undefined
      const metadata = link
        ? await metadataSlots.run(() => fetchNftMetadata(link, { ipfsGateway, signal, fetch }))
        : undefined
      const collection = collections.get(contract)
      return {
        chainId: caipNetwork.caipNetworkId,
        contract: `${caipNetwork.caipNetworkId}:${contract}`,
        tokenId: tokenId.toString(),
        standard,
        name: metadata?.name ?? `${collection ?? contract} #${tokenId}`,
        collection,
        imageUrl: metadata?.imageUrl,
        amount: amount.toString(),
      }
    }),
  )
  const end = offset + NFTS_PAGE_SIZE
  return { data, next: end < held.length ? String(end) : undefined }
}

/** How many NFT metadata documents are fetched at once. */
const METADATA_CONCURRENCY = 4

/** Runs at most `size` tasks at a time, the others waiting in order. */
function createSlots(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
      running++
      try {
        return await task()
      } finally {
        running--
        waiting.shift()?.()
      }
    },
  }
}
