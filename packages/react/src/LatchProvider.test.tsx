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

it('without a client, says what it needs instead of a TypeError', () => {
  const client = undefined as unknown as Parameters<typeof LatchProvider>[0]['client']
  expect(() => renderToString(<LatchProvider client={client} />)).toThrow(
    'LatchProvider needs a client: <LatchProvider client={createLatch(…)}>',
  )
})
