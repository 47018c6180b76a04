// The minimal Latch host app (issue 6): a heading and ConnectButton, Ethereum mainnet only, EVM
// adapter, and a project id, so WalletConnect is on. Nothing leaves 127.0.0.1: WalletConnect uses
// the relay fixture `bench/run.ts` starts, and the hosted API (fetched on the first open with a
// project id) is `public/api/`, an empty wallet registry and a project config with no features.
import { createEvmAdapter } from '@latch/adapter-evm'
import { mainnet } from '@latch/core'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  projectId: 'latch-bench',
  relayUrl: 'ws://127.0.0.1:8787',
  apiUrl: new URL('/api', location.href).href,
  networks: [mainnet],
  adapters: [createEvmAdapter()],
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <h1>Latch bench</h1>
    <ConnectButton />
  </LatchProvider>,
)
