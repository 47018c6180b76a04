import { createDevBitcoinWallet, devBitcoinWalletAddresses } from '@latch/testing'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnection } from './createWalletConnection.js'
import { connectStandardWallet } from './standardWallet.js'

const { mainnet, testnet } = devBitcoinWalletAddresses
const purposes = ['payment', 'ordinals'] as const

async function connectDevWallet(wallet: Wallet = createDevBitcoinWallet()) {
  const events = { onAccounts: vi.fn(), onDisconnect: vi.fn() }
  const read = await connectStandardWallet(wallet, purposes)
  const connection = createWalletConnection({ wallet, read, purposes }, events)
  return { connection, events }
}

describe('createWalletConnection', () => {
  it("holds the wallet's payment address, network and accounts", async () => {
    const wallet = createDevBitcoinWallet()
    const { connection } = await connectDevWallet(wallet)
    expect(connection).toMatchObject({
      network: 'testnet',
      address: testnet.payment,
      provider: wallet,
      wallet,
    })
    expect(connection.accounts.map((account) => account.address)).toEqual([
      testnet.payment,
      testnet.ordinals,
    ])
  })

  it('names itself with the new accounts on a change, and on the wallet disconnecting', async () => {
    const wallet = createDevBitcoinWallet()
    const { connection, events } = await connectDevWallet(wallet)
    wallet.setNetwork('mainnet')
    expect(events.onAccounts).toHaveBeenCalledWith(
      connection,
      expect.objectContaining({ network: 'mainnet', address: mainnet.payment }),
    )
    // The new accounts sign; the old ones no longer do.
    await expect(
      connection.signMessage({ address: testnet.payment, message: 'x' }),
    ).rejects.toMatchObject({ name: 'AccountNotConnectedError' })
    await expect(
      connection.signMessage({ address: mainnet.payment, message: 'x' }),
    ).resolves.toEqual(expect.any(String))
    wallet.disconnectFromWallet()
    expect(events.onDisconnect).toHaveBeenCalledWith(connection)
  })

  it('stops following the wallet when stopped', async () => {
    const wallet = createDevBitcoinWallet()
    const { connection, events } = await connectDevWallet(wallet)
    connection.stop()
    wallet.setNetwork('mainnet')
    expect(events.onAccounts).not.toHaveBeenCalled()
  })

  it("tells the wallet of a disconnect, never throwing the wallet's failure", async () => {
    const wallet = createDevBitcoinWallet()
    const failing: Wallet = {
      ...wallet,
      chains: wallet.chains,
      accounts: wallet.accounts,
      features: {
        ...wallet.features,
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: () => Promise.reject(new Error('Locked')),
        },
      },
    }
    const { connection } = await connectDevWallet(failing)
    await expect(connection.disconnect?.()).resolves.toBeUndefined()
    const plain = await connectDevWallet(wallet)
    await plain.connection.disconnect?.()
    expect(wallet.accounts).toEqual([])
  })
})
