// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app'
import { expect, it } from 'vitest'
import { createDevSolanaWallet } from './createDevSolanaWallet.ts'

it('registers with the Wallet Standard apps of the page, and they can connect it', async () => {
  const wallet = createDevSolanaWallet()
  wallet.register()
  const registered = getWallets()
    .get()
    .find((candidate) => candidate.name === 'Latch Dev Solana Wallet')
  expect(registered).toBe(wallet)
  const { accounts } = await wallet.features['standard:connect'].connect()
  expect(accounts.map((account) => account.address)).toEqual([wallet.address])
})
