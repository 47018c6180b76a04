import type { SolanaRuntime } from './runtime/index.js'

/**
 * A loader of the lazy runtime (`@solana/kit`, the System Program): the first call `import()`s
 * it, later ones share that load; after a failed load, the next call tries again.
 * @example
 * const loadRuntime = createRuntimeLoader()
 * const lamports = await (await loadRuntime()).getLamports(rpcUrl, address)
 */
export function createRuntimeLoader(): () => Promise<SolanaRuntime> {
  let loading: Promise<SolanaRuntime> | undefined
  return () => {
    loading ??= import('./runtime/index.js')
      .then((module) => module.solanaRuntime)
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
}
