import type { ResolvedOptions } from '../../options/types.js'
import type { RemoteFeatures } from '../../state/remoteFeatures.js'

/**
 * Whether swaps are switched off (remote feature `swaps`): by the integrator
 * (`remoteFeatures.swaps: false`), or by the project's fetched config when a project id is set.
 * Without a project id there is no config and `swaps` is off only by default, which an adapter's
 * on-chain swap source, needing no cloud, does not follow.
 */
export function areSwapsSwitchedOff(
  options: Pick<ResolvedOptions, 'projectId' | 'remoteFeatures'>,
  remoteFeatures: Pick<RemoteFeatures, 'swaps'>,
): boolean {
  return (
    options.remoteFeatures?.swaps === false || (Boolean(options.projectId) && !remoteFeatures.swaps)
  )
}
