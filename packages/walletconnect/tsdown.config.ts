import { defineLatchBuild } from '../../scripts/build/defineLatchBuild.ts'

export default defineLatchBuild(
  { index: 'src/exports/index.ts' },
  // An app loads the client whole, as one lazy chunk: bundled, it is one module to fetch.
  { unbundle: false },
)
