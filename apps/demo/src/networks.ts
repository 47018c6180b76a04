import { bitcoin, bitcoinTestnet, mainnet, solana, solanaDevnet, toCaipNetwork } from '@latch/core'
import { solanaLocal } from '@latch/testing'
import { defineChain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Local anvil chain 31337 on 127.0.0.1:8545 (started by `npm run demo`). */
export const anvil = toCaipNetwork(
  defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  }),
)

/** Second local anvil chain 31338 on 127.0.0.1:8546. */
export const anvil2 = toCaipNetwork(
  defineChain({
    id: 31338,
    name: 'Anvil 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  }),
)

/**
 * What the demo gives Latch: both local chains and Ethereum mainnet; Solana on the local litesvm
 * RPC (127.0.0.1:8899, started by `npm run demo`), mainnet and devnet; Bitcoin and its testnet.
 */
export const networks = [
  anvil,
  anvil2,
  mainnet,
  solanaLocal,
  solana,
  solanaDevnet,
  bitcoin,
  bitcoinTestnet,
] as const

/** A chain the demo does not request, for showing UnsupportedChain. */
export const UNREQUESTED_CHAIN_ID = 31339
