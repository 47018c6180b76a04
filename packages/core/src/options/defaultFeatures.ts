import type { Features } from './types.js'

/** Spec §9 feature defaults: receive, send, emailShowWallets, analytics, allWallets on; the rest off. */
export const defaultFeatures: Required<Features> = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
}
