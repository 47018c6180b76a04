import { solana } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { devSolanaWalletAddress } from '@latch/testing'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { createTestWalletRegistry } from './testing/createTestWalletRegistry.js'

const connectorId = 'walletStandard:Hostile'
const goodAccount = {
  address: devSolanaWalletAddress,
  publicKey: new Uint8Array(32),
  chains: ['solana:mainnet'],
  features: ['solana:signMessage'],
}

/** A wallet whose features answer whatever the test says. */
function hostileWallet(features: Record<string, unknown>) {
  const listeners = new Set<(properties: unknown) => void>()
  return {
    wallet: {
      version: '1.0.0',
      name: 'Hostile',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['solana:mainnet'],
      accounts: [],
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [goodAccount] }),
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, listener: (properties: unknown) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
        ...features,
      },
    },
    emit: (properties: unknown) => {
      for (const listener of listeners) listener(properties)
    },
  }
}

function setUp(features: Record<string, unknown>) {
  const registry = createTestWalletRegistry()
  const adapter = createSolanaAdapter({ wallets: registry })
  adapter.setup({
    networks: [solana],
    logger: createLogger('fatal'),
    storage: { getItem: () => null, setItem() {}, removeItem() {} },
  })
  const hostile = hostileWallet(features)
  registry.register(hostile.wallet)
  return { adapter, registry, ...hostile }
}

const connect = (features: Record<string, unknown>) => ({
  'standard:connect': { version: '1.0.0', connect: features.connect },
})

describe('createSolanaAdapter with a hostile wallet', () => {
  it.each([
    ['no answer', async () => undefined],
    ['accounts that are not an array', async () => ({ accounts: 'all of them' })],
    ['an account without a Solana address', async () => ({ accounts: [{ address: '0xf39F' }] })],
    [
      'an account whose address getter throws',
      async () => ({
        accounts: [
          {
            get address() {
              throw new Error('boom')
            },
          },
        ],
      }),
    ],
  ])('refuses a connect answering %s', async (_, answer) => {
    const { adapter } = setUp(connect({ connect: answer }))
    await expect(adapter.connect({ connectorId, caipNetwork: solana })).rejects.toThrow(
      'The wallet sent an invalid account',
    )
  })

  it('turns a connect that throws synchronously into a rejection', async () => {
    const { adapter } = setUp(
      connect({
        connect: () => {
          throw new Error('sync boom')
        },
      }),
    )
    await expect(adapter.connect({ connectorId, caipNetwork: solana })).rejects.toThrow('sync boom')
  })

  it('answers no connection when connect approves no account', async () => {
    const { adapter } = setUp(connect({ connect: async () => ({ accounts: [] }) }))
    await expect(adapter.connect({ connectorId, caipNetwork: solana })).rejects.toThrow(
      'The wallet returned no account',
    )
  })

  it.each([
    ['a 63-byte signature', [{ signature: new Uint8Array(63) }]],
    ['a signature as text', [{ signature: 'signed' }]],
    ['nothing', []],
    ['an object', { signature: new Uint8Array(64) }],
  ])('refuses %s from solana:signMessage', async (_, answer) => {
    const { adapter } = setUp({
      'solana:signMessage': { version: '1.0.0', signMessage: async () => answer },
    })
    await adapter.connect({ connectorId, caipNetwork: solana })
    await expect(
      adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress }),
    ).rejects.toThrow('The wallet sent an invalid signature')
  })

  it('says which feature is missing', async () => {
    const { adapter } = setUp({})
    await adapter.connect({ connectorId, caipNetwork: solana })
    await expect(
      adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress }),
    ).rejects.toThrow('The wallet does not support solana:signMessage')
  })

  it('ignores malformed change events and keeps the connection', async () => {
    const { adapter, emit } = setUp({})
    const events: unknown[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.connect({ connectorId, caipNetwork: solana })
    for (const properties of [
      null,
      'accounts',
      { accounts: 'none' },
      { accounts: [{ address: 'not base58!' }] },
      {
        get accounts() {
          throw new Error('boom')
        },
      },
    ]) {
      expect(() => emit(properties)).not.toThrow()
    }
    expect(events).toEqual([])
    expect(adapter.getProvider()).toBeDefined()
  })

  it('lists nothing, and never throws, when the wallet’s features turn hostile later', () => {
    const { adapter, wallet } = setUp({})
    expect(adapter.getConnectors()).toHaveLength(1)
    Object.defineProperty(wallet, 'features', {
      get() {
        throw new Error('boom')
      },
    })
    expect(adapter.getConnectors()).toEqual([])
  })
})
