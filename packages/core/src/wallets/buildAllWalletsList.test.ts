import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { buildAllWalletsList } from './buildAllWalletsList.js'
import type { ConnectListItem } from './buildConnectList.js'
import type { WalletEntry } from './types.js'

const connector = (overrides: Partial<Connector>): Connector => ({
  id: 'io.metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  installed: true,
  ...overrides,
})
const catalogue: WalletEntry[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet' },
]
const options = {
  excludeWalletIds: [] as string[],
  includeWalletIds: undefined as string[] | undefined,
  customWallets: [] as WalletEntry[],
  enableEIP6963: true,
}
const names = (items: ConnectListItem[]) =>
  items.map((i) => `${i.section}:${i.kind === 'connector' ? i.connector.name : i.wallet.name}`)

describe('buildAllWalletsList (spec §2 AllWallets, §5)', () => {
  it('lists installed connectors first, then custom and catalogue wallets not installed', () => {
    const list = buildAllWalletsList({
      connectors: [
        connector({}),
        connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
      ],
      catalogue,
      options: { ...options, customWallets: [{ id: 'house', name: 'House Wallet' }] },
      isMobile: false,
    })
    expect(names(list)).toEqual([
      'injected:MetaMask',
      'recommended:House Wallet',
      'recommended:Rainbow',
      'recommended:Zerion',
    ])
    expect(list.every((item) => !item.recent)).toBe(true)
  })

  it('drops excluded wallets, and keeps only included ones when includeWalletIds is set', () => {
    const build = (overrides: Partial<typeof options>) =>
      names(
        buildAllWalletsList({
          connectors: [connector({})],
          catalogue,
          options: { ...options, ...overrides },
          isMobile: false,
        }),
      )
    expect(build({ excludeWalletIds: ['io.metamask', 'Rainbow'] })).toEqual(['recommended:Zerion'])
    expect(build({ includeWalletIds: ['zerion'] })).toEqual([
      'injected:MetaMask',
      'recommended:Zerion',
    ])
  })

  it('hides announced wallets when EIP-6963 is off', () => {
    const list = buildAllWalletsList({
      connectors: [connector({})],
      catalogue: [],
      options: { ...options, enableEIP6963: false },
      isMobile: false,
    })
    expect(list).toEqual([])
  })
})
