import type { CaipNetwork } from './types.js'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

function solanaNetwork(parameters: {
  reference: string
  name: string
  rpcUrl: string
  explorerCluster?: string
  testnet: boolean
}): CaipNetwork {
  const { reference, name, rpcUrl, explorerCluster, testnet } = parameters
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    blockExplorers: {
      default: {
        name: 'Solana Explorer',
        url: `https://explorer.solana.com${explorerCluster ? `?cluster=${explorerCluster}` : ''}`,
      },
    },
    testnet,
  }
}

/**
 * Solana mainnet: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, the first 32 characters of its
 * genesis hash (CAIP-30). Read through the public RPC unless `customRpcUrls` overrides it.
 */
export const solana: CaipNetwork = /* @__PURE__ */ solanaNetwork({
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  testnet: false,
})

/** Solana devnet: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
export const solanaDevnet: CaipNetwork = /* @__PURE__ */ solanaNetwork({
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  explorerCluster: 'devnet',
  testnet: true,
})

/** Solana testnet: `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`. */
export const solanaTestnet: CaipNetwork = /* @__PURE__ */ solanaNetwork({
  reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  explorerCluster: 'testnet',
  testnet: true,
})
