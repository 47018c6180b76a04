import { fileURLToPath } from 'node:url'
import type { Plugin } from 'rolldown'
import { defineConfig, type UserConfig } from 'tsdown'
import { inlineCss } from './inlineCss.ts'

/**
 * The tsdown build every publishable package shares: ES modules for browsers and Node (ES2022),
 * `.d.ts` files, source maps, dependencies and peer dependencies left external, lazy imports kept
 * as their own chunks, CSS `?inline` imports shipped as strings.
 *
 * @param entries - Entry name → source file, e.g. `{ index: 'src/exports/index.ts' }`: each
 *   becomes `dist/<name>.js` and `dist/<name>.d.ts`, matching the package's `exports`.
 */
export function defineLatchBuild(entries: Record<string, string>): UserConfig {
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
    plugins: [inlineCss(), declarationsWithoutSourceMaps()],
  })
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
