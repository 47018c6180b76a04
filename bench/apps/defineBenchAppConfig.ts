import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'
import { writeModuleSizes } from './writeModuleSizes.ts'

/** The two host apps the bench compares. */
export type BenchApp = 'latch' | 'baseline'

/**
 * The production build of one bench app, the same for both: Vite's defaults (target, minifier,
 * chunking), a manifest for the startup-size walk, and the module-size report.
 */
export function defineBenchAppConfig(app: BenchApp): UserConfig {
  return {
    root: fileURLToPath(new URL(`./${app}/`, import.meta.url)),
    base: '/',
    logLevel: 'warn',
    plugins: [react(), writeModuleSizes()],
    build: {
      outDir: fileURLToPath(new URL(`../dist/apps/${app}/`, import.meta.url)),
      emptyOutDir: true,
      manifest: true,
    },
  }
}
