// `npm run size`, after the build: runs the checks of .size-limit.cjs through size-limit's API with
// its own file plugin (gzip level 9), prints each size against its budget, and exits 1 when one is
// over. The size-limit CLI (`npx size-limit`, same config, same figures) needs Node ≥ 22.19: it
// imports `glob` from node:fs/promises; the repo supports Node 20, where only the API loads.
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import filePlugin from '@size-limit/file'
import sizeLimit, { type SizeLimitConfig } from 'size-limit'

const configPath = resolve(import.meta.dirname, '../../.size-limit.cjs')
const config: SizeLimitConfig = createRequire(import.meta.url)(configPath)
const root = dirname(configPath)

/** `'12.5 kB'` → 12500 (size-limit's decimal units). */
function parseLimit(limit: string): number {
  const match = /^(\d+(?:\.\d+)?) *(B|kB|MB)$/.exec(limit.trim())
  if (!match) throw new Error(`Unreadable limit "${limit}": write it as "12.5 kB"`)
  const [, value = '0', unit = 'B'] = match
  return Math.floor(Number(value) * { B: 1, kB: 1e3, MB: 1e6 }[unit as 'B' | 'kB' | 'MB'])
}

const results = (await sizeLimit([filePlugin], {
  checks: config.map(({ path, gzip, brotli }) => ({
    files: [path].flat().map((file) => resolve(root, file)),
    gzip,
    brotli,
  })),
})) as { size: number }[]

let failed = false
for (const [index, check] of config.entries()) {
  const size = results[index]?.size ?? Number.NaN
  const limit = parseLimit(check.limit ?? '0 B')
  const over = !(size <= limit)
  failed ||= over
  const compression = check.gzip ? 'gzip' : check.brotli === false ? 'raw' : 'brotli'
  console.log(
    `${over ? '✗' : '✓'} ${check.name ?? check.path}\n    size ${(size / 1e3).toFixed(2)} kB ${compression}, limit ${check.limit}${over ? `: over by ${((size - limit) / 1e3).toFixed(2)} kB` : ''}`,
  )
}
if (failed) {
  console.error('\nA size budget is exceeded (.size-limit.cjs).')
  process.exitCode = 1
}
