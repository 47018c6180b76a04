/**
 * Where an NFT's `tokenURI` / `uri` / `image` link can be read from: `http(s):` and `data:` links
 * as they are, `ipfs://{cid}/{path}` (and `ipfs://ipfs/{cid}`) through the integrator's IPFS
 * gateway, nothing else (`ar:`, `javascript:`, relative paths).
 *
 * @param uri - The untrusted link.
 * @param ipfsGateway - Base URL, e.g. `https://ipfs.io/ipfs/`; without it `ipfs://` gives
 *   `undefined` (Latch fetches nothing the integrator did not configure).
 * @returns The URL to read, or `undefined`.
 * @example
 * resolveTokenUri('ipfs://bafy…/1.json', 'https://ipfs.io/ipfs/') // 'https://ipfs.io/ipfs/bafy…/1.json'
 */
export function resolveTokenUri(uri: string, ipfsGateway?: string): string | undefined {
  const link = uri.trim()
  if (/^data:/i.test(link)) return link
  if (/^ipfs:\/\//i.test(link)) {
    if (!ipfsGateway) return undefined
    const path = link.slice('ipfs://'.length).replace(/^ipfs\//i, '')
    return `${ipfsGateway.replace(/\/+$/, '')}/${path}`
  }
  try {
    const { protocol } = new URL(link)
    return protocol === 'https:' || protocol === 'http:' ? link : undefined
  } catch {
    return undefined
  }
}

/**
 * An ERC-1155 `uri` with its `{id}` placeholder replaced by the token id as 64 lowercase hex
 * digits, no `0x` (EIP-1155 "Metadata").
 *
 * @param uri - The contract's `uri(id)` answer.
 * @param tokenId - The token id.
 */
export function substituteErc1155Id(uri: string, tokenId: bigint): string {
  return uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
}
