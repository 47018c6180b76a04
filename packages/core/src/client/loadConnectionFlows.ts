import type { ConnectionFlows, LatchContext } from './context.js'

/**
 * Loads the connection flows' chunk (once per client; see `connectionFlowsFeature`).
 * @throws {Error} 'Could not load connectionFlows' when the chunk did not load (logged at `warn`
 *   by the registry; the next call tries again).
 */
export async function loadConnectionFlows(context: LatchContext): Promise<ConnectionFlows> {
  const flows = await context.features.load(context.kernel.connectionFlows)
  if (!flows) throw new Error('Could not load connectionFlows')
  return flows
}

/**
 * Runs `run` with the connection flows: at once (synchronously) when their chunk is loaded, else
 * once it is. A failure while loading or running late is logged at `error` as `what`.
 */
export function withConnectionFlows(
  context: LatchContext,
  what: string,
  run: (flows: ConnectionFlows) => void,
): void {
  const flows = context.features.get(context.kernel.connectionFlows)
  if (flows) {
    run(flows)
    return
  }
  loadConnectionFlows(context)
    .then(run)
    .catch((error: unknown) => context.logger.error(what, error))
}
