'use client'

import { createEvmAdapter } from '@latch/adapter-evm'
import { createLatch, LatchProvider, toCaipNetwork } from '@latch/react'
import { createDevWallet } from '@latch/testing'
import type { ReactNode } from 'react'
import { defineChain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const anvil = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

const anvil2 = defineChain({
  id: 31338,
  name: 'Anvil 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

// A test wallet (anvil's public keys) announced through EIP-6963, as a browser extension would be;
// only in the browser, as there is no wallet on the server.
if (typeof window !== 'undefined') {
  createDevWallet({
    chains: [{ id: anvil.id, name: anvil.name, rpcUrl: 'http://127.0.0.1:8545' }],
  }).announce()
}

// Created once per page load in the browser, and once per server process for rendering; on the
// server it holds no user's state (nothing connects there), so one instance serves every request.
const latch = createLatch({
  networks: [toCaipNetwork(anvil), toCaipNetwork(anvil2)],
  adapters: [createEvmAdapter()],
})

/** Latch's client for every page: the root layout wraps its children in it. */
export function Providers({ children }: { children: ReactNode }) {
  return <LatchProvider client={latch}>{children}</LatchProvider>
}
