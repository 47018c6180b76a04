import type { CaipNetwork } from './types.js'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/**
 * Bitcoin mainnet: `bip122:000000000019d6689c085ae165831e93`, the first 32 hex
 * characters of its genesis block hash (CAIP-4). Balances are not read for bip122, so it
 * has no RPC URL: nothing is fetched for it.
 */
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
}

/** Bitcoin testnet3: `bip122:000000000933ea01ad0ee984209779ba`. No RPC URL, like {@link bitcoin}. */
export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
}
