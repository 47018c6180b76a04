// Constants startup code uses; the features' own (cache times, networks, timeouts) are in
// featureConstants.ts, so they load with the features.

/** A new toast while one is open closes it and shows after this delay (ms). */
export const TOAST_SWAP_DELAY_MS = 150
/** How long a toast stays before closing itself (ms). */
export const TOAST_AUTO_CLOSE_MS = 2500
/** Animations (ms). */
export const MOTION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
  shake: 500,
} as const
/** Modal width (px) and z-index. */
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
/** Connector id of the embedded wallet. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'
