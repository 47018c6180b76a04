// The minimal Latch host app (issue 6): a heading and ConnectButton, Ethereum mainnet only, EVM adapter.
import { createEvmAdapter } from '@latch/adapter-evm'
import { mainnet } from '@latch/core'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <h1>Latch bench</h1>
    <ConnectButton />
  </LatchProvider>,
)
