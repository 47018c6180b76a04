import { readdir } from 'node:fs/promises'
import { readViteManifest } from './readViteManifest.ts'
import { staticImports } from './staticImports.ts'
import { sumGzipSizes } from './sumGzipSizes.ts'

/** A built app's JavaScript, in gzip bytes (each file gzipped on its own). */
export type JsSizes = {
  /** The entry chunk and its static imports, transitively: what runs before the first render. */
  startupGzip: number
  /** Every JS file of the build, lazy chunks included. */
  totalGzip: number
  /** Output files of the startup JS, relative to `outDir`. */
  startupFiles: string[]
}

/**
 * Reads a Vite build's `.vite/manifest.json` and sizes its JavaScript.
 *
 * @param outDir - The build's output folder (built with `build.manifest: true`).
 * @throws {Error} When the manifest has no entry chunk.
 */
export async function readJsSizes(outDir: string): Promise<JsSizes> {
  const manifest = await readViteManifest(outDir)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length === 0) throw new Error(`No entry chunk in ${outDir}/.vite/manifest.json`)
  const jsFiles = (await readdir(outDir, { recursive: true }))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split('\\').join('/'))
  const startupFiles = staticImports(manifest, entries).filter((file) => file.endsWith('.js'))
  return {
    startupGzip: await sumGzipSizes(outDir, startupFiles),
    totalGzip: await sumGzipSizes(outDir, jsFiles),
    startupFiles,
  }
}
