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
 * @param entries - The `dist/` entries to measure together, e.g. `['index', 'internal']`: one
 *   module re-exports them all, so they land in one chunk as in an app that imports both (separate
 *   entries would split their shared code into chunks gzipped apart).
 * @param variant - A second measurement of the same package: its output folder name and the
 *   dependencies left out of it (e.g. ones another package already ships).
 */
export function defineSizeBuildConfig(
  name: string,
  entries: readonly string[],
  variant?: { outName: string; external: readonly RegExp[] },
): InlineConfig {
  const outName = variant?.outName ?? name
  const entryId = `\0latch-size-entry:${outName}`
  return {
    configFile: false,
    root: fromHere('.'),
    logLevel: 'warn',
    plugins: [
      {
        name: 'latch:size-entry',
        resolveId: (id) => (id === entryId ? entryId : null),
        load: (id) =>
          id === entryId
            ? entries
                .map(
                  (entry) =>
                    `export * from ${JSON.stringify(fromHere(`../../packages/${name}/dist/${entry}.js`))}`,
                )
                .join('\n')
            : null,
      },
    ],
    build: {
      outDir: fromHere(`../dist/size/${outName}`),
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: { [outName]: entryId },
        external: [/^@latch\//, /^react(-dom)?($|\/)/, ...(variant?.external ?? [])],
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  }
}
