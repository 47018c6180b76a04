// Injected into every bench page before the app's scripts (Playwright `addInitScript`): announces
// the bench wallet and exposes the in-page timers as `window.__latchBench`.
import { announceBenchWallet } from './announceBenchWallet.ts'
import type { BenchProbe } from './types.ts'
import { watchButton } from './watchButton.ts'
import { watchOpen } from './watchOpen.ts'
import { watchQrCode } from './watchQrCode.ts'

announceBenchWallet()

const probe: BenchProbe = {
  buttonVisible: watchButton('Connect Wallet'),
  armOpen(rule) {
    probe.opened = watchOpen(rule)
  },
  opened: undefined,
  armQrCode() {
    probe.qrCode = watchQrCode('WalletConnect QR code')
  },
  qrCode: undefined,
}
window.__latchBench = probe
