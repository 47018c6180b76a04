// `npm run size`, step 1 (after `npm run build`): bundles the dist entries of each budgeted
// package (bench/size/defineSizeBuildConfig.ts) into bench/dist/size/<name>/ for .size-limit.cjs.
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { defineSizeBuildConfig } from './defineSizeBuildConfig.ts'

/**
 * The packages with a budget and the `dist/` entries an app loads of each: core's internal entry is
 * what @latch/react and the adapters import beside the public one; walletconnect's index is what
 * core's lazy `import('@latch/walletconnect')` loads.
 */
const packages: Record<string, string[]> = {
  core: ['index', 'internal'],
  react: ['index'],
  'adapter-evm': ['index'],
  'adapter-solana': ['index'],
  'adapter-bitcoin': ['index'],
  siwx: ['index'],
  html: ['index'],
  walletconnect: ['index'],
}

/**
 * zod is core's (issue 11: every boundary validated), and so is valibot (issue 27: the startup
 * schemas), and every other Latch package runs beside core, so an app loads them once: the packages
 * on core measure them as core's, not again as theirs.
 */
const sharedWithCore = [/^zod($|\/)/, /^valibot($|\/)/]

await rm(fileURLToPath(new URL('../dist/size', import.meta.url)), { recursive: true, force: true })
for (const [name, entries] of Object.entries(packages)) {
  const onCore = name !== 'core' && name !== 'walletconnect'
  await build(
    defineSizeBuildConfig(
      name,
      entries,
      onCore ? { outName: name, external: sharedWithCore } : undefined,
    ),
  )
}
// The WalletConnect client without what core ships (issue 11: zod; issue 27: valibot, which its
// schemas use since): the part that is its own.
await build(
  defineSizeBuildConfig('walletconnect', ['index'], {
    outName: 'walletconnect-without-zod',
    external: sharedWithCore,
  }),
)
