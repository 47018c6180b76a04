import { toCaipNetwork } from './toCaipNetwork.js'

/** Ethereum mainnet (`eip155:1`), read through a public RPC unless `customRpcUrls` overrides it. */
export const mainnet = /* @__PURE__ */ toCaipNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})
