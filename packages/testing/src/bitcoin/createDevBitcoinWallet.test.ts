import { base64, utf8 } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
import { createDevBitcoinWallet } from './createDevBitcoinWallet.ts'
import { devBitcoinWalletAddresses } from './devBitcoinWalletAddresses.ts'
import { devBitcoinWalletInfo } from './devBitcoinWalletInfo.ts'
import type { DevBitcoinWallet } from './types.ts'

type Features = {
  'bitcoin:connect': {
    connect(input: { purposes: unknown }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'standard:disconnect': { disconnect(): Promise<void> }
  'standard:events': {
    on(
      event: 'change',
      listener: (change: { accounts?: readonly WalletAccount[] }) => void,
    ): () => void
  }
}
const features = (wallet: DevBitcoinWallet) => wallet.features as unknown as Features
const connect = (wallet: DevBitcoinWallet, purposes: unknown) =>
  features(wallet)['bitcoin:connect'].connect({ purposes })

describe('createDevBitcoinWallet', () => {
  it('is a Wallet Standard wallet on Bitcoin mainnet and testnet with the Bitcoin features', () => {
    const wallet = createDevBitcoinWallet()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe(devBitcoinWalletInfo.name)
    expect(wallet.icon).toBe(devBitcoinWalletInfo.icon)
    expect(wallet.chains).toEqual(['bitcoin:mainnet', 'bitcoin:testnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
  })

  it('takes a name and an icon', () => {
    const wallet = createDevBitcoinWallet({ name: 'Other', icon: 'data:image/png;base64,AA==' })
    expect([wallet.name, wallet.icon]).toEqual(['Other', 'data:image/png;base64,AA=='])
  })

  it('connects a testnet payment account by default, and ordinals when asked, in the order asked', async () => {
    const wallet = createDevBitcoinWallet()
    const { accounts } = await connect(wallet, ['payment'])
    expect(accounts.map((account) => account.address)).toEqual([
      devBitcoinWalletAddresses.testnet.payment,
    ])
    expect(accounts[0]).toMatchObject({ purpose: 'payment', chains: ['bitcoin:testnet'] })
    const both = await connect(wallet, ['ordinals', 'payment'])
    expect(both.accounts.map((account) => account.address)).toEqual([
      devBitcoinWalletAddresses.testnet.ordinals,
      devBitcoinWalletAddresses.testnet.payment,
    ])
    expect(wallet.accounts.map((account) => account.address)).toEqual([
      devBitcoinWalletAddresses.testnet.payment,
      devBitcoinWalletAddresses.testnet.ordinals,
    ])
    expect(Buffer.from(wallet.accounts[0]?.publicKey ?? []).toString('hex')).toBe(
      devBitcoinWalletAddresses.publicKey,
    )
    expect(Buffer.from(wallet.accounts[1]?.publicKey ?? []).toString('hex')).toBe(
      devBitcoinWalletAddresses.internalKey,
    )
  })

  it('gives mainnet addresses on mainnet', async () => {
    const wallet = createDevBitcoinWallet({ network: 'mainnet' })
    const { accounts } = await connect(wallet, ['payment', 'ordinals'])
    expect(accounts.map((account) => account.address)).toEqual([
      devBitcoinWalletAddresses.mainnet.payment,
      devBitcoinWalletAddresses.mainnet.ordinals,
    ])
    expect(wallet.addresses).toEqual(devBitcoinWalletAddresses.mainnet)
  })

  it('refuses malformed purposes with -32602', async () => {
    const wallet = createDevBitcoinWallet()
    for (const purposes of [undefined, [], ['stacks'], 'payment']) {
      await expect(connect(wallet, purposes)).rejects.toMatchObject({ code: -32602 })
    }
  })

  it('rejects the next prompt with 4001 when told, once', async () => {
    const wallet = createDevBitcoinWallet()
    wallet.setNextApproval('reject')
    expect(wallet.nextApproval).toBe('reject')
    await expect(connect(wallet, ['payment'])).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.accounts).toEqual([])
    await expect(connect(wallet, ['payment'])).resolves.toBeDefined()
    // Authorized now: connecting again does not prompt, so a pending rejection waits.
    wallet.setNextApproval('reject')
    await expect(connect(wallet, ['payment'])).resolves.toBeDefined()
    const [account] = wallet.accounts
    await expect(
      features(wallet)['bitcoin:signMessage'].signMessage({
        account: account as WalletAccount,
        message: utf8.decode('hi'),
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it("leaves a 'hang' prompt pending", async () => {
    const wallet = createDevBitcoinWallet()
    wallet.setNextApproval('hang')
    const settled = vi.fn()
    connect(wallet, ['payment']).then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).not.toHaveBeenCalled()
  })

  it('signs BIP-322 simple signatures with the authorized accounts only', async () => {
    const wallet = createDevBitcoinWallet({ network: 'mainnet' })
    const sign = features(wallet)['bitcoin:signMessage'].signMessage
    const payment = { address: devBitcoinWalletAddresses.mainnet.payment } as WalletAccount
    await expect(sign({ account: payment, message: new Uint8Array() })).rejects.toMatchObject({
      code: 4100,
    })
    await connect(wallet, ['payment'])
    const [signed] = await sign({ account: payment, message: utf8.decode('Hello World') })
    expect(base64.encode(signed?.signature ?? new Uint8Array())).toBe(
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    )
    expect(utf8.encode(signed?.signedMessage ?? new Uint8Array())).toBe('Hello World')
    await expect(
      sign({ account: payment, message: 'text' as unknown as Uint8Array }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('tells listeners when the accounts change: connect, network switch, disconnect', async () => {
    const wallet = createDevBitcoinWallet()
    const changes: string[][] = []
    const stop = features(wallet)['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((account) => account.address)),
    )
    wallet.setNetwork('mainnet') // not authorized: nothing to tell
    await connect(wallet, ['payment'])
    wallet.setNetwork('testnet')
    expect(wallet.network).toBe('testnet')
    wallet.disconnectFromWallet()
    stop()
    wallet.setNetwork('mainnet')
    expect(changes).toEqual([
      [devBitcoinWalletAddresses.mainnet.payment],
      [devBitcoinWalletAddresses.testnet.payment],
      [],
    ])
    expect(() => wallet.setNetwork('regtest' as 'mainnet')).toThrow('Unknown Bitcoin network')
  })

  it('standard:connect: silent gives the authorized accounts only; otherwise both purposes', async () => {
    const wallet = createDevBitcoinWallet()
    const standardConnect = features(wallet)['standard:connect'].connect
    await expect(standardConnect({ silent: true })).resolves.toEqual({ accounts: [] })
    const { accounts } = await standardConnect()
    expect(accounts.map((account) => account.address)).toEqual([
      devBitcoinWalletAddresses.testnet.payment,
      devBitcoinWalletAddresses.testnet.ordinals,
    ])
    await features(wallet)['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
  })

  it('persists the authorization and network in its storage', async () => {
    const storage = createMemoryDevWalletStorage()
    const wallet = createDevBitcoinWallet({ storage })
    await connect(wallet, ['payment'])
    wallet.setNetwork('mainnet')
    const reloaded = createDevBitcoinWallet({ storage })
    expect(reloaded.network).toBe('mainnet')
    expect(reloaded.accounts.map((account) => account.address)).toEqual([
      devBitcoinWalletAddresses.mainnet.payment,
    ])
    storage.setItem('latch-dev-bitcoin-wallet', '{not json')
    expect(createDevBitcoinWallet({ storage }).accounts).toEqual([])
  })

  it('registers only in a browser', () => {
    expect(() => createDevBitcoinWallet().register()).toThrow('register() needs a browser window')
  })
})
