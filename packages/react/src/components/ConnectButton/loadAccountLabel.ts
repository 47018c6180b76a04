import { createChunkLoader } from '../../modal/createChunkLoader.js'

const accountLabel = createChunkLoader(() => import('./AccountLabel.js'))

/**
 * Loads the connected account's label (balance, icon, name) once; concurrent calls share one load,
 * and a failed load is tried again on the next call.
 *
 * @returns The label's module.
 * @throws What the dynamic import threw when the label's chunk did not load.
 */
export const loadAccountLabel = accountLabel.load

/** The account label's module if already loaded, else `undefined`. */
export const getLoadedAccountLabel = accountLabel.get
