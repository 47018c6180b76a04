import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/** What {@link bundleEntry} returns: module ids (absolute paths) by when they load. */
export type BundleEntryReturnType = {
  /** The entry chunk and, transitively, its static imports: what loads at start-up. */
  startup: string[]
  /** Each dynamic import of the entry, in order: its modules that startup does not already load. */
  lazyImports: string[][]
}

/**
 * Bundles a package entry for production as an app would (as bench/size builds it, other
 * `@latch/*` packages external) and sorts its modules into start-up and lazy ones, so a test can
 * check that a heavy dependency stays behind a dynamic import.
 *
 * @param entry - The entry file's URL, e.g. `new URL('./index.ts', import.meta.url)`.
 * @throws {Error} 'The build has no entry chunk' when the bundle has none.
 */
export async function bundleEntry(entry: URL): Promise<BundleEntryReturnType> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      rolldownOptions: {
        input: fileURLToPath(entry),
        external: [/^@latch\//],
        preserveEntrySignatures: 'strict',
      },
    },
  })
  const chunks = [built]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is OutputChunk => file.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const staticGraph = (chunk: OutputChunk): OutputChunk[] => [
    chunk,
    ...chunk.imports.flatMap((file) => {
      const imported = byFile.get(file)
      return imported ? staticGraph(imported) : []
    }),
  ]
  const entryChunk = chunks.find((chunk) => chunk.isEntry)
  if (!entryChunk) throw new Error('The build has no entry chunk')
  const startup = staticGraph(entryChunk).flatMap((chunk) => chunk.moduleIds)
  const lazyImports = entryChunk.dynamicImports.map((file) => {
    const imported = byFile.get(file)
    return imported
      ? staticGraph(imported)
          .flatMap((chunk) => chunk.moduleIds)
          .filter((id) => !startup.includes(id))
      : []
  })
  return { startup, lazyImports }
}
