// Prints what the bench Latch app's startup JS is made of (every module), without running the bench.
// `--source`: resolves the Latch packages to their TypeScript sources, so each source file is its own row.
// `--one-startup-chunk`: builds the app with the startup in one chunk (the README's "Startup size" setting),
// to compare with Vite's default chunking.
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'
import { attributeStartupBytes } from './lib/attributeStartupBytes.ts'
import { readJsSizes } from './lib/readJsSizes.ts'

const source = process.argv.includes('--source')
const oneStartupChunk = process.argv.includes('--one-startup-chunk')
const benchDir = fileURLToPath(new URL('.', import.meta.url))
const outDir = process.env.LATCH_REPORT_DIR ?? `${benchDir}dist/report/latch`
await build({
  configFile: `${benchDir}apps/latch/vite.config.ts`,
  logLevel: 'error',
  build: {
    outDir,
    ...(oneStartupChunk
      ? {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: 'startup', tags: ['$initial' as const] }] },
            },
          },
        }
      : {}),
  },
  ...(source ? { resolve: { conditions: ['@latch/source', ...defaultClientConditions] } } : {}),
})
const latch = await readJsSizes(outDir)
console.log('startup gzip', latch.startupGzip, 'files', latch.startupFiles.length)
const { packages, modules } = await attributeStartupBytes(outDir, latch.startupFiles)
for (const p of packages)
  console.log('P', (p.gzipBytes / 1000).toFixed(2), (p.minifiedBytes / 1000).toFixed(2), p.name)
for (const m of modules)
  console.log('M', (m.gzipBytes / 1000).toFixed(2), (m.minifiedBytes / 1000).toFixed(2), m.name)
