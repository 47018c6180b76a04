import { createLogger } from '@latch/core/internal'
import { createDevSolanaWallet, devSolanaWalletAddress } from '@latch/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listSolanaWallets } from '../discovery/listSolanaWallets.js'
import { createTestWalletRegistry } from '../testing/createTestWalletRegistry.js'
import { reconnectStandardWallet } from './reconnectStandardWallet.js'

const connectorId = 'walletStandard:Latch Dev Solana Wallet'

function reconnect(registry: ReturnType<typeof createTestWalletRegistry>, timeout = 200) {
  const logger = createLogger('fatal')
  const warn = vi.spyOn(logger, 'warn')
  const found = reconnectStandardWallet({
    connectorId,
    listed: () => listSolanaWallets(registry.get()),
    registry,
    timeout,
    logger,
  })
  return { found, warn }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('reconnectStandardWallet', () => {
  it('reconnects an authorized wallet silently, and not one that is not', async () => {
    const registry = createTestWalletRegistry()
    const wallet = createDevSolanaWallet()
    registry.register(wallet)
    expect(await reconnect(registry).found).toBeUndefined()
    await wallet.features['standard:connect'].connect()
    expect(await reconnect(registry).found).toMatchObject({
      entry: { id: connectorId, wallet },
      chosen: { address: devSolanaWalletAddress },
    })
  })

  it('gives up a silent connect the wallet never answers', async () => {
    const registry = createTestWalletRegistry()
    const wallet = createDevSolanaWallet()
    registry.register(wallet)
    vi.spyOn(wallet.features['standard:connect'], 'connect').mockImplementation(
      () => new Promise(() => {}),
    )
    const { found, warn } = reconnect(registry, 50)
    expect(await found).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(
      '"Latch Dev Solana Wallet" did not answer a silent connect in time',
    )
  })

  it('does not reconnect when two wallets go by the stored name', async () => {
    const registry = createTestWalletRegistry()
    const wallet = createDevSolanaWallet()
    await wallet.features['standard:connect'].connect()
    registry.register(createDevSolanaWallet(), wallet)
    const { found, warn } = reconnect(registry)
    expect(await found).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(
      `Not reconnecting "${connectorId}": two wallets go by its name`,
    )
  })

  it('waits in a browser for the wallet to register', async () => {
    vi.stubGlobal('window', {})
    const registry = createTestWalletRegistry()
    const wallet = createDevSolanaWallet()
    await wallet.features['standard:connect'].connect()
    const { found } = reconnect(registry)
    registry.register(createDevSolanaWallet({ name: 'Another' }))
    registry.register(wallet)
    expect((await found)?.entry.wallet).toBe(wallet)
  })

  it('gives up in a browser when the wallet does not register within a second', async () => {
    vi.stubGlobal('window', {})
    vi.useFakeTimers()
    try {
      const { found } = reconnect(createTestWalletRegistry())
      await vi.advanceTimersByTimeAsync(1_000)
      expect(await found).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
