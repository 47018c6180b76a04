import { fileURLToPath } from 'node:url'
import type { Plugin } from 'rolldown'
import { defineConfig, type UserConfig } from 'tsdown'
import { inlineCss } from './inlineCss.ts'

/**
 * The tsdown build every publishable package shares: ES modules for browsers and Node (ES2022),
 * `.d.ts` files, source maps, dependencies and peer dependencies left external, CSS `?inline`
 * imports shipped as strings. Unbundled by default: `dist/` mirrors `src/` one module per file, so an
 * app's bundler sees the package's real module graph and keeps startup modules in the app's entry
 * chunk; a pre-chunked dist made the app's build split startup into many small shared chunks
 * gzipped apart (issue 27's bench: 36 startup files, 134.5 kB gzip, against 31 files and 127.9 kB
 * unbundled).
 *
 * @param entries - Entry name → source file, e.g. `{ index: 'src/exports/index.ts' }`: each
 *   becomes `dist/<name>.js` and `dist/<name>.d.ts`, matching the package's `exports`.
 * @param options.unbundle - `false` bundles each entry with its lazy parts as chunks: for a package
 *   an app only ever loads whole, as one lazy chunk (`@latch/walletconnect`).
 * @param options.clientEntries - Entry names whose built file starts with the `'use client'`
 *   directive (React Server Components): a server component (Next.js App Router) may then import
 *   and render their components directly, which the framework sends to the browser as client
 *   components.
 */
export function defineLatchBuild(
  entries: Record<string, string>,
  { unbundle = true, clientEntries = [] }: { unbundle?: boolean; clientEntries?: string[] } = {},
): UserConfig {
  return defineConfig({
    entry: entries,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    sourcemap: true,
    dts: { sourcemap: false },
    tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    hash: false,
    unbundle,
    plugins: [inlineCss(), declarationsWithoutSourceMaps(), useClient(clientEntries)],
  })
}

/**
 * Starts the built files of `entries` (entry names) with `'use client'`. A plugin's `banner` hook,
 * not tsdown's `banner` option (which keeps the first chunk's answer for every chunk), so the
 * bundler shifts the source maps.
 */
function useClient(entries: string[]): Plugin {
  const files = new Set(entries.map((name) => `${name}.js`))
  return {
    name: 'latch:use-client',
    banner: (chunk) => (files.has(chunk.fileName) ? "'use client'" : ''),
  }
}

/**
 * The `.d.ts` files ship without source maps (they would point at `src/`, which is not published),
 * so they carry no `sourceMappingURL` comment either.
 */
function declarationsWithoutSourceMaps(): Plugin {
  return {
    name: 'latch:declarations-without-source-maps',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.fileName.endsWith('.d.ts')) continue
        file.map = null
        file.code = file.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
      }
    },
  }
}
