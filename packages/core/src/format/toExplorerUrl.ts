function toExplorerPage(
  explorerUrl: string | undefined,
  page: 'address' | 'tx',
  value: string | undefined,
): string | undefined {
  if (!explorerUrl || !value) return undefined
  try {
    const url = new URL(explorerUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${page}/${encodeURIComponent(value)}`
    return url.href
  } catch {
    return undefined
  }
}

/**
 * The explorer page of an address: `{explorer}/address/{address}`, with the explorer URL's own query
 * kept after the path (Solana's `https://explorer.solana.com?cluster=devnet` gives
 * `https://explorer.solana.com/address/{address}?cluster=devnet`).
 *
 * @param explorerUrl - The network's `blockExplorers.default.url` (an `http(s):` URL, checked by the options).
 * @returns The URL, or `undefined` when either part is missing or the explorer URL is not `http(s):`.
 */
export function toAddressExplorerUrl(
  explorerUrl: string | undefined,
  address: string | undefined,
): string | undefined {
  return toExplorerPage(explorerUrl, 'address', address)
}

/**
 * The explorer page of a transaction: `{explorer}/tx/{hash}` (etherscan, the Solana explorer,
 * mempool.space), the explorer URL's query kept as for {@link toAddressExplorerUrl}.
 *
 * @param hash - The transaction hash (eip155 `0x` hex) or signature (solana base58).
 * @returns The URL, or `undefined` when either part is missing or the explorer URL is not `http(s):`.
 */
export function toTransactionExplorerUrl(
  explorerUrl: string | undefined,
  hash: string | undefined,
): string | undefined {
  return toExplorerPage(explorerUrl, 'tx', hash)
}
