/**
 * The explorer page of a transaction: `{explorer}/tx/{hash}`, the explorer URL's own query kept
 * after the path (Solana's `?cluster=devnet`), like core's `toAddressExplorerUrl`.
 *
 * @param explorerUrl - The network's `blockExplorers.default.url`.
 * @param hash - The transaction hash or signature.
 * @returns The URL, or `undefined` without an explorer, without a hash, or when the URL does not
 *   parse or is not `http(s):`.
 */
export function toTransactionExplorerUrl(
  explorerUrl: string | undefined,
  hash: string,
): string | undefined {
  if (!explorerUrl || !hash) return undefined
  try {
    const url = new URL(explorerUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}`
    return url.href
  } catch {
    return undefined
  }
}
