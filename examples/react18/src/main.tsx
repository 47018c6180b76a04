import { createEvmAdapter } from '@latch/adapter-evm'
import {
  ConnectButton,
  createLatch,
  LatchProvider,
  NetworkButton,
  toCaipNetwork,
} from '@latch/react'
import { createDevWallet } from '@latch/testing'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
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

// A test wallet (anvil's public keys) announced through EIP-6963, as a browser extension would be.
createDevWallet({
  chains: [{ id: anvil.id, name: anvil.name, rpcUrl: 'http://127.0.0.1:8545' }],
}).announce()

const latch = createLatch({
  networks: [toCaipNetwork(anvil), toCaipNetwork(anvil2)],
  adapters: [createEvmAdapter()],
  // Email login through your own auth server (`npx latch-auth-server`, installed from npm) and
  // its project `examples` (one of its LATCH_AUTH_PROJECTS); the e2e starts one here. `http:` is
  // accepted only for this computer.
  auth: { url: 'http://localhost:8798', projectId: 'examples' },
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <LatchProvider client={latch}>
      <main>
        <h1>A React 18 app with Latch</h1>
        <NetworkButton />
        <ConnectButton />
      </main>
    </LatchProvider>
  </StrictMode>,
)
