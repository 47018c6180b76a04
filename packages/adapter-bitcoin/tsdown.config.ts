import { defineLatchBuild } from '../../scripts/build/defineLatchBuild.ts'

export default defineLatchBuild({ index: 'src/exports/index.ts' })
