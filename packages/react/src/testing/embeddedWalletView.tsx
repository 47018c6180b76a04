import { mainnet, type RouterData, type View } from '@latch/core'
import { asInternalClient } from '@latch/core/internal'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { onTestFinished } from 'vitest'
import { createLatch } from '../createLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { mockEmbeddedWallet } from './mockEmbeddedWallet.js'

// Not shipped: only component tests import it.

/**
 * A client on Ethereum with a loaded, mocked embedded wallet (`mockEmbeddedWallet`, no social
 * options), its router on `view` (after `before`) with `data`, as an embedded wallet's flow leaves
 * it. The client is destroyed when the test finishes.
 * @returns The client, the embedded wallet's spies, and `renderUi` to render inside its provider.
 */
export function showEmbeddedWalletView(view: View, before: View, data: RouterData = {}) {
  const client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true }))
  onTestFinished(() => client.destroy())
  const wallet = mockEmbeddedWallet(client, () => [])
  client.stores.router.setState({ view, history: [before, view], data })
  const renderUi = (ui: ReactNode) => render(<LatchProvider client={client}>{ui}</LatchProvider>)
  return { client, wallet, renderUi }
}
