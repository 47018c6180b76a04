import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../options/defaultFeatures.js'
import type { View } from '../state/types.js'
import { isViewAllowed, resolveCloseView, resolveOpenView } from './resolveOpenView.js'

const base = {
  connected: false,
  hasAdapters: true,
  manualWCControl: false,
  isMobile: false,
  walletsEnabled: true,
}

describe('spec §2 Opening', () => {
  it('an explicit view wins', () => {
    expect(resolveOpenView({ ...base, view: 'Networks', connected: true })).toBe('Networks')
  })
  it('no adapters: AllWallets on mobile, ConnectingWalletConnectBasic otherwise', () => {
    expect(resolveOpenView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(resolveOpenView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
  })
  it('manual WalletConnect control and no address behaves the same; with an address, Account', () => {
    expect(resolveOpenView({ ...base, manualWCControl: true })).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView({ ...base, manualWCControl: true, connected: true })).toBe('Account')
  })
  it('enableWallets: false never opens on a wallet view: Connect (email and social), or Account', () => {
    const off = { ...base, walletsEnabled: false }
    expect(resolveOpenView({ ...off, hasAdapters: false, isMobile: true })).toBe('Connect')
    expect(resolveOpenView({ ...off, hasAdapters: false })).toBe('Connect')
    expect(resolveOpenView({ ...off, manualWCControl: true })).toBe('Connect')
    expect(resolveOpenView({ ...off, manualWCControl: true, connected: true })).toBe('Account')
  })
  it('connected: Account; otherwise Connect', () => {
    expect(resolveOpenView({ ...base, connected: true })).toBe('Account')
    expect(resolveOpenView(base)).toBe('Connect')
  })
})

describe('spec §2 Closing', () => {
  it('resets to Connect; in embedded mode Account when connected', () => {
    expect(resolveCloseView({ embedded: false, connected: true })).toBe('Connect')
    expect(resolveCloseView({ embedded: true, connected: true })).toBe('Account')
    expect(resolveCloseView({ embedded: true, connected: false })).toBe('Connect')
  })
})

describe('isViewAllowed (spec §3 options, §9 features, §3 remote features)', () => {
  const options: Parameters<typeof isViewAllowed>[1] = {
    enableNetworkSwitch: true,
    enableWallets: true,
    features: defaultFeatures,
    projectId: 'test',
    remoteFeatures: undefined,
  }
  const remote: Parameters<typeof isViewAllowed>[2] = { onramp: ['coinbase'], swaps: ['1inch'] }
  const allowed = (view: View, patch: Partial<typeof options> = {}, remoteFeatures = remote) =>
    isViewAllowed(view, { ...options, ...patch }, remoteFeatures)

  it('enableNetworkSwitch: false: no Networks, SwitchNetwork nor UnsupportedChain', () => {
    for (const view of ['Networks', 'SwitchNetwork', 'UnsupportedChain'] as const) {
      expect(allowed(view)).toBe(true)
      expect(allowed(view, { enableNetworkSwitch: false })).toBe(false)
    }
  })
  it('features.send / features.receive: false remove Send / Receive', () => {
    expect(allowed('Send')).toBe(true)
    expect(allowed('Receive')).toBe(true)
    expect(allowed('Send', { features: { ...defaultFeatures, send: false } })).toBe(false)
    expect(allowed('Receive', { features: { ...defaultFeatures, receive: false } })).toBe(false)
    expect(allowed('Receive', { features: { ...defaultFeatures, send: false } })).toBe(true)
  })
  it('the onramp remote feature off: no Buy; swaps switched off: no Swap', () => {
    expect(allowed('Buy')).toBe(true)
    expect(allowed('Buy', {}, { ...remote, onramp: false })).toBe(false)
    expect(allowed('Swap')).toBe(true)
    // The project's config turned swaps off, or the integrator did.
    expect(allowed('Swap', {}, { ...remote, swaps: false })).toBe(false)
    expect(allowed('Swap', { remoteFeatures: { swaps: false } })).toBe(false)
    // No project id: swaps off only by default; an adapter's on-chain source may serve them.
    expect(allowed('Swap', { projectId: undefined }, { ...remote, swaps: false })).toBe(true)
  })
  it('enableWallets: false: no wallet view at all', () => {
    for (const view of [
      'AllWallets',
      'ConnectWallets',
      'WhatIsAWallet',
      'ConnectingWalletConnectBasic',
    ] as const) {
      expect(allowed(view)).toBe(true)
      expect(allowed(view, { enableWallets: false })).toBe(false)
    }
  })
})
