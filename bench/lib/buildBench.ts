import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { BenchApp } from '../apps/defineBenchAppConfig.ts'

const benchDir = fileURLToPath(new URL('..', import.meta.url))
const authFrameConfig = fileURLToPath(
  new URL('../../packages/auth-frame/vite.config.ts', import.meta.url),
)

/** Output folders of {@link buildBench}. */
export type BenchBuild = {
  /** The probe script for `addInitScript({ path })`. */
  probePath: string
  /** Each app's production build (index.html, assets/, .vite/manifest.json). */
  appDirs: Record<BenchApp, string>
}

/**
 * Builds the in-page probe and both host apps, each from its own Vite config under bench/, and the
 * secure auth frame (`packages/auth-frame/dist`, what the bench's auth server serves for the Latch
 * app's email login; `npm run build` does not build it).
 */
export async function buildBench(): Promise<BenchBuild> {
  await build({ configFile: authFrameConfig, logLevel: 'warn' })
  await build({ configFile: `${benchDir}probe/vite.config.ts` })
  await build({ configFile: `${benchDir}apps/latch/vite.config.ts` })
  await build({ configFile: `${benchDir}apps/baseline/vite.config.ts` })
  return {
    probePath: `${benchDir}dist/probe/probe.js`,
    appDirs: { latch: `${benchDir}dist/apps/latch`, baseline: `${benchDir}dist/apps/baseline` },
  }
}
