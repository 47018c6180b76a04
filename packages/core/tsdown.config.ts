import { defineLatchBuild } from '../../scripts/build/defineLatchBuild.ts'

export default defineLatchBuild({
  index: 'src/exports/index.ts',
  internal: 'src/exports/internal.ts',
  'auth-frame': 'src/exports/authFrame.ts',
})
