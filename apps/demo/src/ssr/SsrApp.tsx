import { createEvmAdapter } from '@latch/adapter-evm'
import type { LatchClient } from '@latch/core'
import { ConnectButton, createLatch, LatchProvider, NetworkButton } from '@latch/react'
import { networks } from '../networks'

/** The same client options on the server and in the browser. */
export function createSsrLatch(): LatchClient {
  return createLatch({ networks: [...networks], adapters: [createEvmAdapter()] })
}

/** A host page rendered on the server and hydrated in the browser. */
export function SsrApp({ latch }: { latch: LatchClient }) {
  return (
    <LatchProvider client={latch}>
      <h1>Server-rendered host</h1>
      <NetworkButton />
      <ConnectButton />
    </LatchProvider>
  )
}
