import { describe, expect, it } from 'vitest'
import { finalizeWalletConnect } from './finalizeWalletConnect.js'

const wallet = { id: 'metamask', name: 'MetaMask' }
const linking = { name: 'MetaMask', href: 'metamask://wc?uri=wc%3A…' }

describe('spec §4 "Finalizing stores the deep link and recent wallet and tracks success (method mobile or qrcode)"', () => {
  it('after a deep link: stores it, keeps the wallet as recent, method mobile', () => {
    expect(finalizeWalletConnect({ linking, wallet })).toEqual({
      storageWrites: [{ key: '@latch/wc_deep_link', value: linking }],
      recentWallet: wallet,
      event: { name: 'CONNECT_SUCCESS', properties: { method: 'mobile', name: 'MetaMask' } },
    })
  })

  it('after a QR scan of a picked wallet: nothing to store but the recent wallet, method qrcode', () => {
    expect(finalizeWalletConnect({ linking: undefined, wallet })).toEqual({
      storageWrites: [],
      recentWallet: wallet,
      event: { name: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'MetaMask' } },
    })
  })

  it('after a plain QR scan: no recent wallet, named WalletConnect', () => {
    const done = finalizeWalletConnect({ linking: undefined, wallet: undefined })
    expect(done.recentWallet).toBeUndefined()
    expect(done.event.properties).toEqual({ method: 'qrcode', name: 'WalletConnect' })
  })
})
