/**
 * The explorer page of an address: `{explorer}/address/{address}`, with the explorer URL's own query
 * kept after the path (Solana's `https://explorer.solana.com?cluster=devnet` gives
 * `https://explorer.solana.com/address/{address}?cluster=devnet`).
 *
 * @param explorerUrl - The network's `blockExplorers.default.url` (an `http(s):` URL, checked by the options).
 * @returns The URL, or `undefined` when either part is missing or the explorer URL does not parse.
 */
export function toAddressExplorerUrl(
  explorerUrl: string | undefined,
  address: string | undefined,
): string | undefined {
  if (!explorerUrl || !address) return undefined
  try {
    const url = new URL(explorerUrl)
    url.pathname = `${url.pathname.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`
    return url.href
  } catch {
    return undefined
  }
}
