import { expect, it } from 'vitest'
import { createLatch } from './exports/index.js'
import { anvil } from './testing/localNetworks.js'

// Runs in Node, where there is no `window`, `document`, `customElements` or `HTMLElement`: importing
// the package (above) or calling createLatch would throw a ReferenceError if either touched one.
it('imports and creates a client on the server without browser globals', () => {
  for (const name of ['window', 'document', 'customElements', 'HTMLElement', 'CSSStyleSheet']) {
    expect(name in globalThis, name).toBe(false)
  }
  const latch = createLatch({ networks: [anvil] })
  expect(latch.getState()).toMatchObject({ open: false, selectedNetworkId: 'eip155:31337' })
  expect('customElements' in globalThis).toBe(false)
  latch.destroy()
})
