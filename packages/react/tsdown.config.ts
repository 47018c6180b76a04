import { defineLatchBuild } from '../../scripts/build/defineLatchBuild.ts'

// The public entry is a client module: a Next.js server component renders <ConnectButton/> from it.
export default defineLatchBuild(
  { index: 'src/exports/index.ts', internal: 'src/exports/internal.ts' },
  { clientEntries: ['index'] },
)
