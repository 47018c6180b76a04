import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
import { devWalletInfo } from '../wallet/devWalletInfo.ts'
import { createDevSolanaKeys, devSolanaWalletAddress } from './createDevSolanaKeys.ts'
import { createDevSolanaWallet } from './createDevSolanaWallet.ts'
import { devSolanaWalletInfo } from './devSolanaWalletInfo.ts'

/** A legacy transfer-shaped wire transaction with `signers` signature slots (zeros). */
function unsignedTransaction(signers: readonly Uint8Array[]): Uint8Array {
  const keys = [...signers, new Uint8Array(32)]
  const message = [
    signers.length,
    0,
    1,
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...new Uint8Array(32).fill(7),
    1,
    keys.length - 1,
    1,
    0,
    4,
    2,
    0,
    0,
    0,
  ]
  return new Uint8Array([signers.length, ...new Uint8Array(64 * signers.length), ...message])
}

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

  it('signs messages with ed25519 (verified with @noble/curves)', async () => {
    const wallet = createDevSolanaWallet()
    const [account] = (await connect(wallet)).accounts
    const message = new TextEncoder().encode('Sign in to Latch')
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: account as never,
      message,
    })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(output?.signature).toHaveLength(64)
    expect(
      ed25519.verify(output?.signature as Uint8Array, message, account?.publicKey as Uint8Array),
    ).toBe(true)
  })

  it('signs a wire transaction in its signer slot, keeping the other signatures', async () => {
    const wallet = createDevSolanaWallet()
    const [account] = (await connect(wallet)).accounts
    const other = createDevSolanaKeys(9).publicKey
    const transaction = unsignedTransaction([other, createDevSolanaKeys(0).publicKey])
    transaction.fill(5, 1, 65)
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: account as never,
      transaction,
    })
    const signed = output?.signedTransaction as Uint8Array
    const message = signed.subarray(1 + 128)
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64).fill(5))
    expect(
      ed25519.verify(signed.subarray(65, 129), message, createDevSolanaKeys(0).publicKey),
    ).toBe(true)
    expect(transaction.subarray(65, 129)).toEqual(new Uint8Array(64))
  })

  it('refuses accounts it did not authorize (4100) and malformed inputs (-32602)', async () => {
    const wallet = createDevSolanaWallet()
    const stranger = { address: createDevSolanaKeys(0).address } as never
    const signMessage = wallet.features['solana:signMessage'].signMessage
    await expect(
      signMessage({ account: stranger, message: new Uint8Array() }),
    ).rejects.toMatchObject({ code: 4100 })
    const [account] = (await connect(wallet)).accounts
    await expect(
      signMessage({ account: account as never, message: 'text' as never }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({
        account: account as never,
        transaction: unsignedTransaction([createDevSolanaKeys(3).publicKey]),
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({
        account: account as never,
        transaction: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: account as never,
        chain: 'solana:mainnet',
        transaction: unsignedTransaction([createDevSolanaKeys(0).publicKey]),
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('solana:mainnet') })
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
