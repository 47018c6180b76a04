import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSize } from './gzipSize.ts'

/** The summed gzip size of `files` (paths relative to `outDir`), each gzipped on its own. */
export async function sumGzipSizes(outDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSize(await readFile(join(outDir, file)))),
  )
  return sizes.reduce((total, size) => total + size, 0)
}
