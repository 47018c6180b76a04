import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
import { devWalletInfo } from '../wallet/devWalletInfo.ts'
import { createDevSolanaKeys, devSolanaWalletAddress } from './createDevSolanaKeys.ts'
import { createDevSolanaWallet } from './createDevSolanaWallet.ts'
import { devSolanaWalletInfo } from './devSolanaWalletInfo.ts'

const connect = (wallet: ReturnType<typeof createDevSolanaWallet>, silent?: boolean) =>
  wallet.features['standard:connect'].connect(silent === undefined ? undefined : { silent })

describe('createDevSolanaWallet', () => {
  it('derives its keys from the fixed test seed', () => {
    const keys = createDevSolanaKeys(0)
    expect(keys.address).toBe(devSolanaWalletAddress)
    expect(base58.decode(keys.address)).toEqual(keys.publicKey)
    expect(createDevSolanaKeys(1).address).not.toBe(devSolanaWalletAddress)
    expect(() => createDevSolanaKeys(-1)).toThrow(
      'Account index must be a non-negative integer, got -1',
    )
  })

  it('is a Wallet Standard wallet on the four Solana clusters', () => {
    const wallet = createDevSolanaWallet()
    expect(wallet).toMatchObject({
      version: '1.0.0',
      name: devSolanaWalletInfo.name,
      icon: devSolanaWalletInfo.icon,
      chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
      accounts: [],
      address: devSolanaWalletAddress,
    })
    expect(Object.keys(wallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
    expect(() => wallet.register()).toThrow('register() needs a browser window')
  })

  it('takes another name and icon, e.g. the EVM dev wallet’s to show as one wallet', () => {
    const wallet = createDevSolanaWallet({ name: devWalletInfo.name, icon: devWalletInfo.icon })
    expect(wallet.name).toBe('Latch Dev Wallet')
    expect(wallet.icon).toBe(devWalletInfo.icon)
  })

  it('connects after a prompt, silently only once authorized, and reports changes', async () => {
    const wallet = createDevSolanaWallet()
    const onChange = vi.fn()
    const off = wallet.features['standard:events'].on('change', onChange)
    expect((await connect(wallet, true)).accounts).toEqual([])
    expect(onChange).not.toHaveBeenCalled()

    const { accounts } = await connect(wallet)
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({
      address: devSolanaWalletAddress,
      chains: wallet.chains,
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    })
    expect(accounts[0]?.publicKey).toEqual(createDevSolanaKeys(0).publicKey)
    expect(onChange).toHaveBeenLastCalledWith({ accounts })
    expect((await connect(wallet, true)).accounts).toEqual(accounts)

    wallet.selectAccount(2)
    expect(onChange).toHaveBeenLastCalledWith({
      accounts: [expect.objectContaining({ address: createDevSolanaKeys(2).address })],
    })

    await wallet.features['standard:disconnect'].disconnect()
    expect(onChange).toHaveBeenLastCalledWith({ accounts: [] })
    expect(wallet.accounts).toEqual([])
    off()
    await connect(wallet)
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('rejects the next prompt with 4001 when told to, then approves again', async () => {
    const wallet = createDevSolanaWallet()
    wallet.setNextApproval('reject')
    await expect(connect(wallet)).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.nextApproval).toBe('approve')
    expect(wallet.accounts).toEqual([])
    await connect(wallet)
    const [account] = wallet.accounts
    wallet.setNextApproval('reject')
    await expect(
      wallet.features['solana:signMessage'].signMessage({
        account: account as never,
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('refuses accounts it did not authorize (4100)', async () => {
    const wallet = createDevSolanaWallet()
    const stranger = { address: createDevSolanaKeys(0).address } as never
    const signMessage = wallet.features['solana:signMessage'].signMessage
    await expect(
      signMessage({ account: stranger, message: new Uint8Array() }),
    ).rejects.toMatchObject({ code: 4100 })
    const [account] = (await connect(wallet)).accounts
    wallet.selectAccount(1)
    await expect(
      signMessage({ account: account as never, message: new Uint8Array() }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('persists the authorization and the selected account in its storage', async () => {
    const storage = createMemoryDevWalletStorage()
    const first = createDevSolanaWallet({ storage })
    await connect(first)
    first.selectAccount(1)
    const reloaded = createDevSolanaWallet({ storage })
    expect((await connect(reloaded, true)).accounts.map((account) => account.address)).toEqual([
      createDevSolanaKeys(1).address,
    ])
    reloaded.disconnectFromWallet()
    expect((await connect(createDevSolanaWallet({ storage }), true)).accounts).toEqual([])
  })
})
