import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ChunkModules, MODULE_SIZES_FILE } from '../apps/writeModuleSizes.ts'
import { gzipSize } from './gzipSize.ts'

/** Where part of a chunk's bytes come from. */
export type ByteShare = {
  /** A package (`viem`, `@latch/react`), or a module path inside one. */
  name: string
  /** Its code in the chunk, tree-shaken and minified on its own. */
  minifiedBytes: number
  /** Its share of the chunk's gzip size, in proportion to `minifiedBytes` (an estimate). */
  gzipBytes: number
}

/** A module id as a short path: `viem/_esm/…`, `packages/react/src/…`, `app/main.tsx`. */
function modulePath(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '')
  const inNodeModules = clean.lastIndexOf('/node_modules/')
  if (inNodeModules >= 0) return clean.slice(inNodeModules + '/node_modules/'.length)
  const inPackages = clean.lastIndexOf('/packages/')
  if (inPackages >= 0) return clean.slice(inPackages + 1)
  const inBench = clean.lastIndexOf('/bench/apps/')
  if (inBench >= 0) return `app/${clean.slice(inBench + '/bench/apps/'.length)}`
  return clean
}

function packageOf(path: string): string {
  const [first = path, second = ''] = path.split('/')
  if (first === 'packages') return `@latch/${second}`
  return first.startsWith('@') ? `${first}/${second}` : first
}

function rank(shares: Map<string, ByteShare>): ByteShare[] {
  return [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/**
 * Splits the gzip size of a build's startup chunks (or of any of its chunks) among the packages and
 * modules in them, from the module-size report of `writeModuleSizes`, in proportion to each module's
 * minified size. Compression is not uniform, so the split is an estimate; the ranking is what it is
 * for.
 *
 * @param outDir - The app's build folder.
 * @param startupFiles - The chunks to split: the startup ones (`readJsSizes(outDir).startupFiles`),
 *   or a lazy part's (`readLazyChunkSize(…).files`).
 */
export async function attributeStartupBytes(
  outDir: string,
  startupFiles: readonly string[],
): Promise<{ packages: ByteShare[]; modules: ByteShare[] }> {
  const chunks: ChunkModules[] = JSON.parse(await readFile(join(outDir, MODULE_SIZES_FILE), 'utf8'))
  const packages = new Map<string, ByteShare>()
  const modules = new Map<string, ByteShare>()
  const add = (shares: Map<string, ByteShare>, name: string, minified: number, gzip: number) => {
    const share = shares.get(name) ?? { name, minifiedBytes: 0, gzipBytes: 0 }
    share.minifiedBytes += minified
    share.gzipBytes += gzip
    shares.set(name, share)
  }
  for (const chunk of chunks.filter((c) => startupFiles.includes(c.fileName))) {
    const chunkGzip = gzipSize(await readFile(join(outDir, chunk.fileName)))
    const sizes = Object.entries(chunk.modules)
    const minified = sizes.reduce((total, [, size]) => total + size.minified, 0)
    for (const [id, size] of sizes) {
      const gzip = minified === 0 ? 0 : (chunkGzip * size.minified) / minified
      const path = modulePath(id)
      add(modules, path, size.minified, gzip)
      add(packages, packageOf(path), size.minified, gzip)
    }
  }
  return { packages: rank(packages), modules: rank(modules) }
}
