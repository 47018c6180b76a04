import { describe, expect, it, vi } from 'vitest'
import { isContested } from '../wallet/reconnectStandardWallet.js'
import { listSolanaWallets, toConnector } from './listSolanaWallets.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const wallet = (overrides: Record<string, unknown> = {}) => ({
  version: '1.0.0',
  name: 'Phantom',
  icon,
  chains: ['solana:mainnet', 'solana:devnet'],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
  accounts: [],
  ...overrides,
})

describe('listSolanaWallets', () => {
  it('lists wallets with a solana: chain and standard:connect, ids from their names', () => {
    const phantom = wallet()
    const entries = listSolanaWallets([
      phantom,
      wallet({ name: 'Bitcoin only', chains: ['bitcoin:mainnet'] }),
      wallet({ name: 'No connect', features: { 'solana:signMessage': {} } }),
    ])
    expect(entries).toEqual([
      { id: 'walletStandard:Phantom', name: 'Phantom', icon, wallet: phantom },
    ])
    expect(toConnector(entries[0] as never)).toEqual({
      id: 'walletStandard:Phantom',
      type: 'ANNOUNCED',
      name: 'Phantom',
      imageUrl: icon,
      chain: 'solana',
      installed: true,
    })
  })

  it('cleans names (invisible characters, 64 characters) and drops unsafe icons', () => {
    const [entry] = listSolanaWallets([
      wallet({ name: `\u202e Evil\u200b${'x'.repeat(100)}\u0007 `, icon: 'javascript:alert(1)' }),
    ])
    expect(entry?.name).toBe(`Evil${'x'.repeat(60)}`)
    expect(entry?.icon).toBeUndefined()
    expect(listSolanaWallets([wallet({ icon: 'https://wallet.example/icon.png' })])[0]?.icon).toBe(
      'https://wallet.example/icon.png',
    )
    expect(listSolanaWallets([wallet({ icon: 42 })])[0]?.icon).toBeUndefined()
  })

  it('skips and reports wallets whose properties throw, are proxies or are malformed', () => {
    const throwing = wallet()
    Object.defineProperty(throwing, 'name', {
      get() {
        throw new Error('boom')
      },
    })
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
        ownKeys() {
          throw new Error('boom')
        },
      },
    )
    const throwingFeatures = wallet({
      features: new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('boom')
          },
        },
      ),
    })
    const onInvalid = vi.fn()
    const malformed = [
      throwing,
      proxy,
      throwingFeatures,
      null,
      'wallet',
      wallet({ name: '   ' }),
      wallet({ name: 42 }),
      wallet({ chains: 'solana:mainnet' }),
    ]
    expect(listSolanaWallets([...malformed, wallet()], onInvalid)).toHaveLength(1)
    expect(onInvalid).toHaveBeenCalledTimes(malformed.length)
  })

  it('lists a second wallet of a listed name under its own id, and says the name is contested', () => {
    const real = wallet()
    const impostor = wallet({ icon: undefined })
    const entries = listSolanaWallets([real, impostor, real])
    expect(entries.map((entry) => entry.id)).toEqual([
      'walletStandard:Phantom',
      'walletStandard:Phantom#2',
    ])
    expect(isContested(entries, 'walletStandard:Phantom')).toBe(true)
    expect(isContested(listSolanaWallets([real]), 'walletStandard:Phantom')).toBe(false)
  })
})
