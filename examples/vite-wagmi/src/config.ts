import { createEvmAdapter } from '@latch/adapter-evm'
import { createLatch, toCaipNetwork } from '@latch/react'
import { createDevWallet } from '@latch/testing'
import { defineChain } from 'viem'
import { createConfig, http, injected } from 'wagmi'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const anvil = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

export const anvil2 = defineChain({
  id: 31338,
  name: 'Anvil 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

// A test wallet (anvil's public keys) announced through EIP-6963, as a browser extension would be.
createDevWallet({
  chains: [{ id: anvil.id, name: anvil.name, rpcUrl: 'http://127.0.0.1:8545' }],
}).announce()

// The host's own wagmi config: announced wallets become its connectors, the ones Latch lists.
export const wagmiConfig = createConfig({
  chains: [anvil, anvil2],
  // wagmi's `injected()` (window.ethereum), as many hosts have it: Latch lists it only when a wallet
  // has injected a provider there.
  connectors: [injected()],
  transports: { [anvil.id]: http(), [anvil2.id]: http() },
})

export const latch = createLatch({
  networks: [toCaipNetwork(anvil), toCaipNetwork(anvil2)],
  adapters: [createEvmAdapter({ wagmiConfig })],
})
