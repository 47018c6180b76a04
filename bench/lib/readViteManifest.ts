import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A chunk of Vite's `.vite/manifest.json`, keyed by its source path (or `_name` when shared). */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

/** A build's `.vite/manifest.json`. */
export type ViteManifest = Record<string, ManifestChunk>

/** Reads the `.vite/manifest.json` of a build folder (built with `build.manifest: true`). */
export async function readViteManifest(outDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
}
