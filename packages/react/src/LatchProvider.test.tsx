import { createEvmAdapter } from '@latch/adapter-evm'
import { mainnet } from '@latch/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './components/ConnectButton/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton/NetworkButton.js'
import { createLatch } from './createLatch.js'
import { LatchProvider } from './LatchProvider.js'

// Runs in Node: any touch of `window` or `document` would throw here.
describe('server rendering', () => {
  it('renders <LatchProvider> with ConnectButton and NetworkButton without browser globals', () => {
    expect(typeof window).toBe('undefined')
    const latch = createLatch({
      networks: [mainnet],
      adapters: [createEvmAdapter()],
      projectId: 'ssr',
    })
    const html = renderToString(
      <LatchProvider client={latch}>
        <NetworkButton />
        <ConnectButton />
      </LatchProvider>,
    )
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).toContain('>Ethereum</button>')
    expect(html).not.toContain('<dialog')
  })
})
