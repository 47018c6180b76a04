import { createEvmAdapter } from '@latch/adapter-evm'
import { createLatch, LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { installDevWallet } from './devWallet'
import { networks } from './networks'
import { optionsOf, parseSettings } from './settings'
import './demo.css'

// The dev wallet announces itself before Latch starts, as an extension's content script does.
const devWallet = installDevWallet()
const settings = parseSettings(window.location.search)

const latch = createLatch({
  ...optionsOf(settings),
  networks: [...networks],
  // Safe{Wallet}, plus local hosts (the e2e Safe host page) as trusted Safe frames.
  adapters: [createEvmAdapter({ safeOrigins: ['https://app.safe.global', 'http://127.0.0.1:*'] })],
  // The local WalletConnect relay `npm run demo` starts; no hosted WalletConnect service is used.
  relayUrl: 'ws://127.0.0.1:8787',
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
