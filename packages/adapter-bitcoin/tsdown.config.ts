import { defineLatchBuild } from '../../scripts/build/defineLatchBuild.ts'

export default {
  ...defineLatchBuild({ index: 'src/exports/index.ts' }),
  // parseBitcoinAddress (with @scure/base and @noble/hashes) is public, and the lazy runtime
  // checks addresses with it: its own chunk, so an app that does not import it loads it with the
  // runtime, not at start-up (one shared chunk would hold it beside discovery).
  outputOptions: {
    codeSplitting: { groups: [{ name: 'parseBitcoinAddress', test: /[\\/]src[\\/]address[\\/]/ }] },
  },
}
