import { defineLatchBuild } from '../../scripts/build/defineLatchBuild.ts'

// `standalone` is the entry esbuild bundles into dist/standalone/ (see `build:standalone`); its
// `.d.ts` types the `@latch/html/standalone` export.
export default defineLatchBuild({
  index: 'src/exports/index.ts',
  standalone: 'src/exports/standalone.ts',
})
