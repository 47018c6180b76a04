import type { DefaultAccountTypes, ResolvedFeatures } from './types.js'

/** Feature defaults: receive, send, emailShowWallets, analytics, allWallets on; the rest off. */
export const defaultFeatures: ResolvedFeatures = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectorTypeOrder: [
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ],
}

/** Account types by default: eip155 smartAccount, solana eoa, bip122 payment. */
export const defaultAccountTypes: Required<DefaultAccountTypes> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
}
