/** How the probe recognises the first wallet in the open dialog. */
export type FirstWalletRule =
  /** A button whose accessible name starts with the announced wallet's name (Latch's Connect view). */
  | 'walletButton'
  /** The dialog's first list item (the bare React baseline). */
  | 'firstListItem'

/** Times from the click's dispatch in the page (`performance.now()`, ms). */
export type OpenTimings = {
  /** A mutation first put the open dialog and the first wallet in the DOM (not yet painted). */
  inDomMs: number
  /** The first animation frame that shows the open dialog and the first wallet. */
  visibleMs: number
  /** The first animation frame where the dialog's opacity is 1 and its animations have finished. */
  opaqueMs: number
}

/** What the probe exposes to the runner as `window.__latchBench`. */
export type BenchProbe = {
  /** Ms from navigation start to the first animation frame showing an enabled "Connect Wallet" button. */
  buttonVisible: Promise<number>
  /** Starts watching for the next click and the dialog it opens; read the result from `opened`. */
  armOpen(rule: FirstWalletRule): void
  opened: Promise<OpenTimings> | undefined
}

declare global {
  interface Window {
    __latchBench: BenchProbe
  }
}
