import type { DevSolanaChain } from './types.ts'

/** The Wallet Standard chains the dev Solana wallet is on, in the order it lists them. */
export const devSolanaChains: readonly DevSolanaChain[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]
