import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSize } from './gzipSize.ts'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }

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
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  )
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length === 0) throw new Error(`No entry chunk in ${outDir}/.vite/manifest.json`)
  const startup = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || startup.has(chunk.file)) return
    startup.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const entry of entries) visit(entry)
  const sizeOf = async (file: string) => gzipSize(await readFile(join(outDir, file)))
  const sum = async (files: string[]) =>
    (await Promise.all(files.map(sizeOf))).reduce((total, size) => total + size, 0)
  const jsFiles = (await readdir(outDir, { recursive: true }))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split('\\').join('/'))
  const startupFiles = [...startup].filter((file) => file.endsWith('.js'))
  return {
    startupGzip: await sum(startupFiles),
    totalGzip: await sum(jsFiles),
    startupFiles,
  }
}
