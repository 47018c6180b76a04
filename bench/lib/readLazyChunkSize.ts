import { readViteManifest } from './readViteManifest.ts'
import { staticImports } from './staticImports.ts'
import { sumGzipSizes } from './sumGzipSizes.ts'

/** What a dynamic import adds to a page that has loaded its startup JS. */
export type LazyChunkSize = {
  /** Gzip bytes of `files`, each gzipped on its own. */
  gzip: number
  /** The dynamic-import chunks and their static imports outside the startup JS, relative to `outDir`. */
  files: string[]
}

/**
 * Sizes what a dynamic import loads: the build's dynamic-import chunks whose source matches
 * `source` (e.g. the module that `import('@latch/walletconnect')` resolves to) and, transitively,
 * their static imports, minus the files already loaded at startup.
 *
 * @param outDir - The build's output folder (built with `build.manifest: true`).
 * @param source - Matches the manifest chunk's source path, relative to the app's root.
 * @param startupFiles - The startup JS (`readJsSizes(outDir).startupFiles`).
 * @throws {Error} When no dynamic-import chunk's source matches `source`.
 */
export async function readLazyChunkSize(
  outDir: string,
  source: RegExp,
  startupFiles: readonly string[],
): Promise<LazyChunkSize> {
  const manifest = await readViteManifest(outDir)
  const keys = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]
    return chunk?.isDynamicEntry && source.test(chunk.src ?? key)
  })
  if (keys.length === 0) {
    throw new Error(`No dynamic-import chunk from ${source} in ${outDir}/.vite/manifest.json`)
  }
  const files = staticImports(manifest, keys).filter(
    (file) => file.endsWith('.js') && !startupFiles.includes(file),
  )
  return { gzip: await sumGzipSizes(outDir, files), files }
}
