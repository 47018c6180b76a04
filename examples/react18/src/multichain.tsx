import { createBitcoinAdapter } from '@latch/adapter-bitcoin'
import { createEvmAdapter } from '@latch/adapter-evm'
import { createSolanaAdapter } from '@latch/adapter-solana'
import {
  bitcoin,
  ConnectButton,
  createLatch,
  LatchProvider,
  NetworkButton,
  toCaipNetwork,
} from '@latch/react'
import { createSIWX } from '@latch/siwx'
import { createDevWallet, solanaLocal } from '@latch/testing'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'

// Every namespace Latch has, and sign-in with the wallet (CAIP-122): the adapters for EVM, Solana
// and Bitcoin, and @latch/siwx asking the connected account to sign in.

const anvil = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

createDevWallet({
  chains: [{ id: anvil.id, name: anvil.name, rpcUrl: 'http://127.0.0.1:8545' }],
}).announce()

const latch = createLatch({
  networks: [toCaipNetwork(anvil), solanaLocal, bitcoin],
  adapters: [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
  siwx: createSIWX({ statement: 'Sign in to the React 18 example' }),
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from multichain.html')
createRoot(root).render(
  <StrictMode>
    <LatchProvider client={latch}>
      <main>
        <h1>EVM, Solana and Bitcoin with sign-in</h1>
        <NetworkButton />
        <ConnectButton />
      </main>
    </LatchProvider>
  </StrictMode>,
)
