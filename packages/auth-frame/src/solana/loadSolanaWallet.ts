import type { createSolanaWallet, SolanaWallet } from './createSolanaWallet.js'

/** What {@link createSolanaWallet} is made of (the handler's side of it). */
type SolanaWalletParameters = Parameters<typeof createSolanaWallet>[0]

/** The lazy embedded wallet on Solana (see {@link loadSolanaWallet}). */
export type SolanaWalletLoader = ReturnType<typeof loadSolanaWallet>

/**
 * The embedded wallet's Solana side, loaded on its first use: its code (kit, ed25519) is a chunk
 * of its own, kept out of the frame's first paint.
 *
 * @param parameters - What `createSolanaWallet` takes.
 * @returns `load`, which loads and creates it once, and `knowAddress`, which (with Solana networks
 *   and someone signed in) loads it and computes the Solana address, keeping only the address; a
 *   failure is logged.
 */
export function loadSolanaWallet(parameters: SolanaWalletParameters) {
  let loading: Promise<SolanaWallet> | undefined
  const load = () =>
    (loading ??= import('./createSolanaWallet.js').then(({ createSolanaWallet }) =>
      createSolanaWallet(parameters),
    ))
  return {
    load,
    knowAddress(): void {
      if (parameters.networks.length === 0 || !parameters.owner()) return
      load()
        .then((solana) => solana.address())
        .catch((error: unknown) =>
          console.warn('[Latch auth frame] The Solana address could not be computed.', error),
        )
    },
  }
}
