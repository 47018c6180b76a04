// `npm run size`, step 1: builds each budgeted package's entry (bench/size/defineSizeBuildConfig.ts)
// into bench/dist/size/<name>/ for .size-limit.cjs to measure.
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { defineSizeBuildConfig } from './defineSizeBuildConfig.ts'

/** The packages with a browser entry; `testing` is Node-only test tooling. */
const packages = ['core', 'react', 'adapter-evm', 'siwx']

await rm(fileURLToPath(new URL('../dist/size', import.meta.url)), { recursive: true, force: true })
for (const name of packages) await build(defineSizeBuildConfig(name))
