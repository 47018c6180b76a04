import type { CaipNetwork } from '@latch/core'

/** CAIP-2 references of the public clusters and their Wallet Standard chains. */
const clusters: Readonly<Record<string, `solana:${string}`>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain of a Solana network (https://github.com/anza-xyz/wallet-standard,
 * `@solana/wallet-standard-chains`): `solana:mainnet`, `solana:devnet` or `solana:testnet` for the
 * public clusters (by their CAIP-2 reference, the first 32 characters of the genesis hash), and
 * `solana:localnet` for any other (a local validator, litesvm, a private cluster).
 *
 * @example
 * toWalletStandardChain(solanaDevnet) // 'solana:devnet'
 */
export function toWalletStandardChain(caipNetwork: Pick<CaipNetwork, 'id'>): `solana:${string}` {
  const reference = String(caipNetwork.id)
  return Object.hasOwn(clusters, reference)
    ? (clusters[reference] as `solana:${string}`)
    : 'solana:localnet'
}
