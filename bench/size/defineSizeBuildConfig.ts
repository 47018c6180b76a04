import { fileURLToPath } from 'node:url'
import type { InlineConfig } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The Vite build of one package's built entries (`packages/<name>/dist/*.js`, what `npm pack`
 * ships; `npm run build` first) for the size budgets (.size-limit.cjs), as an app's production
 * build ships them: minified, every export kept, `process.env.NODE_ENV` =
 * production, to `bench/dist/size/<name>/` with a manifest. React and the other @latch packages are
 * external, so the package is measured alone; its own dependencies (zustand, viem, @wagmi/core…)
 * are bundled, because an app downloads them with it. Lazy parts become their own chunks. One build
 * per package, so one package's change cannot move another's chunks.
 *
 * @param name - The folder under `packages/`.
 * @param entries - The `dist/` entries to measure together, e.g. `['index', 'internal']`.
 */
export function defineSizeBuildConfig(name: string, entries: readonly string[]): InlineConfig {
  return {
    configFile: false,
    root: fromHere('.'),
    logLevel: 'warn',
    build: {
      outDir: fromHere(`../dist/size/${name}`),
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: Object.fromEntries(
          entries.map((entry) => [
            entry === 'index' ? name : `${name}-${entry}`,
            fromHere(`../../packages/${name}/dist/${entry}.js`),
          ]),
        ),
        external: [/^@latch\//, /^react(-dom)?($|\/)/],
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  }
}
