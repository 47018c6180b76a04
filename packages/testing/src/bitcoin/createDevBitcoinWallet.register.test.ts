// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app'
import { expect, it } from 'vitest'
import { createDevBitcoinWallet } from './createDevBitcoinWallet.ts'

it('registers with the Wallet Standard apps of the page', () => {
  const wallet = createDevBitcoinWallet()
  wallet.register()
  expect(getWallets().get()).toContain(wallet)
})
