import { createBitcoinAdapter } from '@latch/adapter-bitcoin'
import { createEvmAdapter } from '@latch/adapter-evm'
import { createSolanaAdapter } from '@latch/adapter-solana'
import { createLatch, LatchProvider } from '@latch/react'
import { testUniswapV3 } from '@latch/testing'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { installDevBitcoinWallet } from './devBitcoinWallet'
import { installDevSolanaWallet } from './devSolanaWallet'
import { installDevWallet } from './devWallet'
import { anvilSwapApi, networks } from './networks'
import { type DemoNamespace, optionsOf, parseSettings } from './settings'
import './demo.css'

// The dev wallets announce themselves before Latch starts, as extensions' content scripts do. With
// `?dual=1` the Solana one takes the EVM one's name and icon: one wallet in both namespaces.
const settings = parseSettings(window.location.search)
const devWallet = installDevWallet()
installDevSolanaWallet({ dual: settings.dual })
installDevBitcoinWallet()

// `?anvilRpc=URL`: Latch reads Anvil (31337) through other RPC URLs, e.g. the e2e's lying RPC
// proxy; given more than once, a fallback across them in order (the e2e that stops the first).
// The secure frame does not believe them: the auth server names the RPC it reads through.
const anvilRpcs = new URLSearchParams(window.location.search).getAll('anvilRpc')
const withAnvilRpc = <network extends (typeof networks)[number]>(network: network): network =>
  anvilRpcs.length > 0 && network.id === 31337
    ? { ...network, rpcUrls: { default: { http: anvilRpcs } } }
    : network

const latch = createLatch({
  ...optionsOf(settings),
  networks: [...networks, ...(settings.swapApi ? [anvilSwapApi] : [])]
    .filter((network) => settings.namespaces.includes(network.chainNamespace as DemoNamespace))
    .map(withAnvilRpc),
  // Safe{Wallet}, plus local hosts (the e2e Safe host page) as trusted Safe frames.
  adapters: [
    createEvmAdapter({
      safeOrigins: ['https://app.safe.global', 'http://127.0.0.1:*'],
      // Swap on chain through the Uniswap V3 the scripts deploy on both local chains (no cloud).
      uniswapV3: { 31337: testUniswapV3, 31338: testUniswapV3 },
    }),
    createSolanaAdapter(),
    createBitcoinAdapter(),
  ].filter((adapter) => settings.namespaces.includes(adapter.namespace as DemoNamespace)),
  metadata: {
    name: 'Latch demo',
    description: 'Latch on local chains',
    url: window.location.origin,
    icons: [],
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <LatchProvider client={latch}>
      <App devWallet={devWallet} latch={latch} settings={settings} />
    </LatchProvider>
  </StrictMode>,
)
