/** How the probe recognises the first wallet in the open dialog. */
export type FirstWalletRule =
  /** A button whose accessible name starts with the announced wallet's name (Latch's Connect view). */
  | 'walletButton'
  /** The dialog's first list item (the bare React baseline). */
  | 'firstListItem'

/** Times from the click's dispatch in the page (`performance.now()`, ms). */
export type OpenTimings = {
  /** When the click was dispatched (ms since navigation start). */
  clickAt: number
  /** A mutation first put the open dialog and the first wallet in the DOM (not yet painted). */
  inDomMs: number
  /** The first animation frame that shows the open dialog and the first wallet. */
  visibleMs: number
  /** The first animation frame where the dialog's opacity is 1 and its animations have finished. */
  opaqueMs: number
}

/** The click on Latch's "WalletConnect" option and the QR code it shows (`performance.now()`, ms). */
export type QrCodeTimings = {
  /** When the click was dispatched (ms since navigation start). */
  clickAt: number
  /** The first animation frame that shows the decoded "WalletConnect QR code" image. */
  visibleMs: number
}

/** What the probe exposes to the runner as `window.__latchBench`. */
export type BenchProbe = {
  /** Ms from navigation start to the first animation frame showing an enabled "Connect Wallet" button. */
  buttonVisible: Promise<number>
  /** Starts watching for the next click and the dialog it opens; read the result from `opened`. */
  armOpen(rule: FirstWalletRule): void
  opened: Promise<OpenTimings> | undefined
  /** Starts watching for the next click and the WalletConnect QR code; read it from `qrCode`. */
  armQrCode(): void
  qrCode: Promise<QrCodeTimings> | undefined
}

declare global {
  interface Window {
    __latchBench: BenchProbe
  }
}
