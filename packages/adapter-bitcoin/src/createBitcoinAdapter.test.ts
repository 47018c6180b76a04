import { bitcoin, bitcoinTestnet, isUserRejectedError } from '@latch/core'
import {
  createDevBitcoinWallet,
  devBitcoinWalletAddresses,
  devBitcoinWalletInfo,
} from '@latch/testing'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { setUpAdapter } from './testing/setUpAdapter.js'

const id = `walletStandard:${devBitcoinWalletInfo.name}`
const { testnet, mainnet } = devBitcoinWalletAddresses
let cleanUp = () => {}
afterEach(() => cleanUp())

function withDevWallet(...parameters: Parameters<typeof createDevBitcoinWallet>) {
  const wallet = createDevBitcoinWallet(...parameters)
  const setUp = setUpAdapter({ wallets: [wallet] })
  cleanUp = setUp.cleanUp
  return { wallet, ...setUp }
}

describe('createBitcoinAdapter with the Latch Dev Bitcoin Wallet', () => {
  it('lists the wallet as an announced bip122 connector named after it', () => {
    const { adapter } = withDevWallet()
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.getConnectors()).toEqual([
      {
        id,
        type: 'ANNOUNCED',
        name: devBitcoinWalletInfo.name,
        imageUrl: devBitcoinWalletInfo.icon,
        chain: 'bip122',
        installed: true,
      },
    ])
  })

  it('says when wallets register and unregister', () => {
    const { adapter, events } = withDevWallet()
    const unregister = getWallets().register(createDevBitcoinWallet({ name: 'Second' }))
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual([
      devBitcoinWalletInfo.name,
      'Second',
    ])
    unregister()
    expect(events).toEqual([{ type: 'connectorsChanged' }, { type: 'connectorsChanged' }])
  })

  it('connects the testnet payment address, with the ordinals account and public keys', async () => {
    const { adapter } = withDevWallet()
    await expect(
      adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet }),
    ).resolves.toEqual({
      address: testnet.payment,
      chainId: bitcoinTestnet.id,
      accounts: [
        {
          address: testnet.payment,
          type: 'payment',
          publicKey: devBitcoinWalletAddresses.publicKey,
        },
        {
          address: testnet.ordinals,
          type: 'ordinal',
          publicKey: devBitcoinWalletAddresses.internalKey,
        },
      ],
    })
  })

  it("reports the wallet's network, whatever was asked", async () => {
    const { adapter } = withDevWallet({ network: 'mainnet' })
    const connected = await adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    expect([connected.address, connected.chainId]).toEqual([mainnet.payment, bitcoin.id])
  })

  it('asks for payment only when told', async () => {
    const wallet = createDevBitcoinWallet()
    const setUp = setUpAdapter({ wallets: [wallet], purposes: ['payment'] })
    cleanUp = setUp.cleanUp
    const connected = await setUp.adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    expect(connected.accounts?.map((account) => account.type)).toEqual(['payment'])
  })

  it('signs a BIP-322 simple signature, as base64', async () => {
    const { adapter } = withDevWallet({ network: 'mainnet' })
    await adapter.connect({ connectorId: id, caipNetwork: bitcoin })
    await expect(
      adapter.signMessage({ message: 'Hello World', address: mainnet.payment }),
    ).resolves.toBe(
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    )
    // One 64-byte Schnorr signature: 0x01 0x40 …
    const taproot = await adapter.signMessage({ message: 'x', address: mainnet.ordinals })
    expect([...Buffer.from(taproot, 'base64').subarray(0, 2)]).toEqual([1, 64])
    await expect(adapter.signMessage({ message: 'x', address: testnet.payment })).rejects.toThrow(
      'The account is not connected',
    )
  })

  it("surfaces the user's refusal so core recognises it", async () => {
    const { adapter, wallet } = withDevWallet()
    wallet.setNextApproval('reject')
    const refused = await adapter
      .connect({ connectorId: id, caipNetwork: bitcoinTestnet })
      .catch((e) => e)
    expect(refused).toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
    expect(isUserRejectedError(refused)).toBe(true)
    await adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    wallet.setNextApproval('reject')
    const declined = await adapter
      .signMessage({ message: 'hi', address: testnet.payment })
      .catch((e) => e)
    expect(isUserRejectedError(declined)).toBe(true)
  })

  it('reconnects without a prompt only when the wallet already authorized the site', async () => {
    const { adapter, wallet } = withDevWallet()
    await expect(adapter.reconnect({ connectorId: id })).resolves.toBeUndefined()
    await adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    await adapter.disconnect()
    expect(wallet.accounts).toEqual([]) // standard:disconnect was called
    await adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    wallet.setNextApproval('reject') // a prompt would fail
    await expect(adapter.reconnect({ connectorId: id })).resolves.toMatchObject({
      address: testnet.payment,
      chainId: bitcoinTestnet.id,
    })
    await expect(adapter.reconnect({ connectorId: 'walletStandard:Nope' })).resolves.toBeUndefined()
  })

  it("follows the wallet's changes: its network, then its disconnection", async () => {
    const { adapter, wallet, events } = withDevWallet()
    await adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    wallet.setNetwork('mainnet')
    wallet.disconnectFromWallet()
    expect(events).toEqual([
      { type: 'chainChanged', chainId: bitcoin.id },
      { type: 'accountChanged', address: mainnet.payment, accounts: expect.any(Array) },
      { type: 'disconnect' },
    ])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('switches network without a prompt once the wallet is on it, and refuses otherwise', async () => {
    const { adapter, wallet, events } = withDevWallet()
    await adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    await expect(adapter.switchNetwork({ caipNetwork: bitcoinTestnet })).resolves.toBeUndefined()
    await expect(adapter.switchNetwork({ caipNetwork: bitcoin })).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      shortMessage: 'Chain is not supported',
    })
    wallet.setNetwork('mainnet') // the user switches in the wallet; its change event tells the adapter
    await expect(adapter.switchNetwork({ caipNetwork: bitcoin })).resolves.toBeUndefined()
    expect(events.map((event) => event.type)).toEqual(['chainChanged', 'accountChanged'])
    const unknown = `bip122:${'f'.repeat(32)}` as const
    await expect(
      adapter.switchNetwork({
        caipNetwork: { ...bitcoin, id: 'f'.repeat(32), caipNetworkId: unknown },
      }),
    ).rejects.toMatchObject({ name: 'ChainNotSupportedError' })
  })

  it('connects again on switching when the wallet changed network without telling', async () => {
    const wallet = createDevBitcoinWallet()
    const { 'standard:events': _, ...features } = wallet.features
    const quiet: Wallet = {
      version: wallet.version,
      name: wallet.name,
      icon: wallet.icon,
      chains: wallet.chains,
      features,
      get accounts() {
        return wallet.accounts
      },
    }
    const setUp = setUpAdapter({ wallets: [quiet] })
    cleanUp = setUp.cleanUp
    await setUp.adapter.connect({ connectorId: id, caipNetwork: bitcoinTestnet })
    wallet.setNetwork('mainnet')
    wallet.setNextApproval('reject') // connecting again must not prompt: the site is authorized
    await expect(setUp.adapter.switchNetwork({ caipNetwork: bitcoin })).resolves.toBeUndefined()
    expect(setUp.events).toEqual([
      { type: 'chainChanged', chainId: bitcoin.id },
      { type: 'accountChanged', address: mainnet.payment, accounts: expect.any(Array) },
    ])
    await expect(
      setUp.adapter.signMessage({ message: '', address: mainnet.payment }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  it('has no balances, sending or fees on bip122, and BTC units', async () => {
    const { adapter } = withDevWallet()
    const transaction = {
      caipNetwork: bitcoin,
      from: mainnet.payment,
      to: mainnet.payment,
      value: 1n,
    }
    for (const call of [
      adapter.getBalance({ address: mainnet.payment, caipNetwork: bitcoin }),
      adapter.sendTransaction(transaction),
      adapter.estimateFee(transaction),
    ]) {
      await expect(call).rejects.toMatchObject({
        name: 'UnsupportedChainError',
        shortMessage: 'Unsupported chain',
      })
    }
    expect(adapter.parseUnits('0.0001', 8)).toBe(10_000n)
    expect(adapter.formatUnits(150_000_000n, 8)).toBe('1.5')
  })
})
