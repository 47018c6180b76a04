import type { ConnectionFlows } from './context.js'
import type { FeatureDefinition } from './defineFeature.js'

/**
 * The connection flows as a lazy chunk (see {@link ConnectionFlows}). The kernel holds it
 * (`context.kernel.connectionFlows`); code reaches it with `loadConnectionFlows` or
 * `withConnectionFlows`, never by importing this definition (the chunk imports the modules
 * that call it).
 */
export const connectionFlowsFeature = {
  key: 'connectionFlows',
  load: async (context) =>
    (await import('../flows/connectionChunk.js')).createConnectionFlows(context),
  prefetch: () => import('../flows/connectionChunk.js'),
} satisfies FeatureDefinition<ConnectionFlows>
