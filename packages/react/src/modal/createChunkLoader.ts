/** One lazy chunk of the page: loaded once, readable synchronously once it has arrived. */
export type ChunkLoader<chunk> = {
  /**
   * Loads the chunk once for the page; concurrent calls share one load. A failed load is tried
   * again by the next call.
   *
   * @returns The chunk, once here.
   * @throws What the dynamic import threw (e.g. a network failure) when the chunk did not load.
   */
  load: () => Promise<chunk>
  /** The chunk if it arrived already, else `undefined` (never starts a load). */
  get: () => chunk | undefined
}

/**
 * Wraps a dynamic `import()` of a chunk: one shared load at a time, the loaded module kept for
 * synchronous reads (so a component renders it without suspending), a failed load forgotten so
 * the next call tries again.
 *
 * @param importer - The dynamic import, e.g. `() => import('./ModalHost.js')`.
 * @param onLoad - Called once with the chunk when it arrives (e.g. to notify subscribers).
 * @returns The chunk's loader.
 * @example
 * const modal = createChunkLoader(() => import('./ModalHost.js'))
 * await modal.load()
 * modal.get()?.ModalHost
 */
export function createChunkLoader<chunk>(
  importer: () => Promise<chunk>,
  onLoad?: (chunk: chunk) => void,
): ChunkLoader<chunk> {
  let loaded: chunk | undefined
  let loading: Promise<chunk> | undefined
  const load = (): Promise<chunk> =>
    (loading ??= importer().then(
      (chunk) => {
        loaded = chunk
        onLoad?.(chunk)
        return chunk
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return { load, get: () => loaded }
}
