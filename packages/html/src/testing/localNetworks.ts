import { toCaipNetwork } from '@latch/core'

/** Ether, as the local test chains use it. */
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Chain 31337 on 127.0.0.1:8545, for this package's tests (no node is contacted by them). */
export const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** Chain 31338 on 127.0.0.1:8546. */
export const anvil2 = toCaipNetwork({
  id: 31338,
  name: 'Anvil 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})
