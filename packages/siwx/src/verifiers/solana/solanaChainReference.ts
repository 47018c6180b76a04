/**
 * The CAIP-2 reference of a Solana network id: the first 32 characters of the base58 genesis
 * hash (CAIP-30), e.g. `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` of `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`;
 * `undefined` for any other id.
 */
export function solanaChainReference(chainId: unknown): string | undefined {
  return typeof chainId === 'string'
    ? /^solana:([1-9A-HJ-NP-Za-km-z]{32})$/.exec(chainId)?.[1]
    : undefined
}
