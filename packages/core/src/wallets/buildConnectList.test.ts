import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { defaultFeatures } from '../options/defaultFeatures.js'
import { buildConnectList, type ConnectListItem } from './buildConnectList.js'
import { matchesWalletId } from './matchesWalletId.js'
import { orderConnectMethods } from './orderConnectMethods.js'
import type { WalletEntry } from './types.js'

const announced = (id: string, name: string): Connector => ({
  id,
  name,
  rdns: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  installed: true,
})
const browserWallet: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: false,
}
const catalogue: WalletEntry[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' },
  { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet' },
  { id: 'okx', name: 'OKX Wallet', rdns: 'com.okex.wallet' },
]
const options = {
  excludeWalletIds: [] as string[],
  includeWalletIds: undefined as string[] | undefined,
  featuredWalletIds: [] as string[],
  customWallets: [] as WalletEntry[],
  features: defaultFeatures,
  enableEIP6963: true,
  enableWalletConnect: true,
}
const names = (items: ConnectListItem[]) =>
  items.map(
    (i) =>
      `${i.section}:${i.kind === 'connector' ? i.connector.name : i.wallet.name}${i.recent ? '*' : ''}`,
  )

function build(
  overrides: Partial<Parameters<typeof buildConnectList>[0]> = {},
  optionOverrides: Partial<typeof options> = {},
) {
  return buildConnectList({
    connectors: [announced('dev.latch.wallet', 'Latch Dev Wallet')],
    recentWallets: [],
    catalogue,
    options: { ...options, ...optionOverrides },
    isMobile: false,
    connected: false,
    ...overrides,
  })
}

describe('spec §5 wallet ids', () => {
  it('matches by rdns, id or case-insensitive name', () => {
    const wallet = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }
    expect(matchesWalletId(wallet, ['io.metamask'])).toBe(true)
    expect(matchesWalletId(wallet, ['metamask'])).toBe(true)
    expect(matchesWalletId(wallet, ['METAMASK'])).toBe(true)
    expect(matchesWalletId(wallet, ['rainbow'])).toBe(false)
  })
})

describe('buildConnectList (spec §3, §5, §9)', () => {
  it('orders sections walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const list = build(
      {
        connectors: [
          announced('dev.latch.wallet', 'Latch Dev Wallet'),
          {
            id: 'coinbaseWalletSDK',
            name: 'Coinbase Wallet',
            type: 'EXTERNAL',
            chain: 'eip155',
            installed: false,
          },
          {
            id: 'walletConnect',
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            chain: 'eip155',
            installed: false,
          },
        ],
      },
      { featuredWalletIds: ['zerion'], customWallets: [{ id: 'mine', name: 'My Wallet' }] },
    )
    expect(names(list)).toEqual([
      'walletConnect:WalletConnect',
      'injected:Latch Dev Wallet',
      'featured:Zerion',
      'custom:My Wallet',
      'external:Coinbase Wallet',
    ])
  })
  it('removes duplicate connectors by id', () => {
    const dev = announced('dev.latch.wallet', 'Latch Dev Wallet')
    expect(names(build({ connectors: [dev, dev], connected: true }))).toEqual([
      'injected:Latch Dev Wallet',
    ])
  })
  it('lists recent wallets first, marked, once', () => {
    const list = build({ recentWallets: ['dev.latch.wallet'], connected: true })
    expect(names(list)).toEqual(['recent:Latch Dev Wallet*'])
  })
  it('hides excluded wallets by rdns or case-insensitive name, connectors and catalogue alike', () => {
    expect(
      names(build({}, { excludeWalletIds: ['dev.latch.wallet', 'metamask', 'rainbow'] })),
    ).toEqual(['recommended:Trust Wallet', 'recommended:Zerion', 'recommended:OKX Wallet'])
    expect(names(build({}, { excludeWalletIds: ['latch dev wallet'] }))).not.toContain(
      'injected:Latch Dev Wallet',
    )
  })
  it('hides the Browser Wallet on desktop when excluded; on mobile when it has no rdns and is not installed', () => {
    expect(names(build({ connectors: [browserWallet], connected: true }))).toEqual([
      'injected:Browser Wallet',
    ])
    expect(
      names(
        build(
          { connectors: [browserWallet], connected: true },
          { excludeWalletIds: ['Browser Wallet'] },
        ),
      ),
    ).toEqual([])
    expect(names(build({ connectors: [browserWallet], connected: true, isMobile: true }))).toEqual(
      [],
    )
    expect(
      names(
        build({
          connectors: [{ ...browserWallet, installed: true }],
          connected: true,
          isMobile: true,
        }),
      ),
    ).toEqual(['injected:Browser Wallet'])
  })
  it('lists an installed catalogue wallet once, as its connector', () => {
    const list = build({ connectors: [announced('io.metamask', 'MetaMask')] })
    expect(names(list).filter((n) => n.includes('MetaMask'))).toEqual(['injected:MetaMask'])
  })
  it('lists a catalogue wallet once, as the connector of the same id (the Safe inside a Safe)', () => {
    const safe: Connector = {
      id: 'safe',
      name: 'Safe',
      type: 'EXTERNAL',
      chain: 'eip155',
      installed: true,
    }
    const withSafe = [{ id: 'safe', name: 'Safe', homepage: 'https://safe.global' }, ...catalogue]
    expect(names(build({ connectors: [safe], catalogue: withSafe }))).toEqual([
      'external:Safe',
      'recommended:MetaMask',
      'recommended:Rainbow',
      'recommended:Trust Wallet',
    ])
    // Before the Safe is detected, its catalogue entry stands for it.
    expect(names(build({ connectors: [], catalogue: withSafe }))[0]).toBe('recommended:Safe')
  })
  it('keeps only includeWalletIds from the catalogue, and recommends only while disconnected', () => {
    expect(names(build({}, { includeWalletIds: ['rainbow'] }))).toEqual([
      'injected:Latch Dev Wallet',
      'recommended:Rainbow',
    ])
    expect(names(build({ connected: true }))).toEqual(['injected:Latch Dev Wallet'])
  })
  it('hides announced wallets when EIP-6963 is off', () => {
    expect(names(build({ connected: true }, { enableEIP6963: false }))).toEqual([])
  })
})

describe('orderConnectMethods (spec §2)', () => {
  const enabled = ['email', 'social', 'wallet'] as const
  it('email, social, wallet by default; wallet first when wallets are installed', () => {
    expect(orderConnectMethods({ walletsInstalled: false, enabled })).toEqual([
      'email',
      'social',
      'wallet',
    ])
    expect(orderConnectMethods({ walletsInstalled: true, enabled })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })
  it('an explicit order wins, and disabled methods are dropped', () => {
    expect(
      orderConnectMethods({
        configured: ['social', 'wallet', 'email'],
        walletsInstalled: true,
        enabled: ['wallet', 'social'],
      }),
    ).toEqual(['social', 'wallet'])
  })
})
