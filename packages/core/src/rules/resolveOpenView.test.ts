import { describe, expect, it } from 'vitest'
import { resolveCloseView, resolveOpenView } from './resolveOpenView.js'

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
