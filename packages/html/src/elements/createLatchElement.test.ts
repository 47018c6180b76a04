// @vitest-environment happy-dom

import type { LatchEvent } from '@latch/core'
import { asInternalClient } from '@latch/core/internal'
import { getByRole, waitFor } from '@testing-library/dom'
import { afterAll, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { anvil } from '../testing/localNetworks.js'

/** The element's shadow root, as a container for Testing Library queries. */
function shadowOf(element: Element): HTMLElement {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`)
  return element.shadowRoot as unknown as HTMLElement
}

// React reports every caught render error on console.error too; keep the run quiet.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
// No adapter: nothing is fetched, not even with an account in the store.
const latch = asInternalClient(createLatch({ networks: [anvil] }))
afterAll(() => {
  latch.destroy()
  consoleError.mockRestore()
})

it('an element whose button cannot render shows "Something went wrong" and "Retry"; the page and the other elements stay; Retry renders it again', async () => {
  const events: LatchEvent[] = []
  latch.subscribeEvents((event) => events.push(event))
  const heading = document.createElement('h1')
  heading.textContent = 'Host page'
  const connect = document.createElement('latch-connect-button')
  const network = document.createElement('latch-network-button')
  document.body.append(heading, connect, network)
  await waitFor(() => getByRole(shadowOf(connect), 'button', { name: 'Connect Wallet' }))

  // A hostile wallet's account: a non-string address, which the button cannot truncate.
  const before = latch.stores.chain.getState()
  const eip155 = before.chains.eip155
  if (!eip155) throw new Error('no eip155 chain state')
  latch.stores.chain.setState({
    chains: {
      ...before.chains,
      eip155: { ...eip155, accountState: { ...eip155.accountState, address: 42 as never } },
    },
  })
  const alert = await waitFor(() => getByRole(shadowOf(connect), 'alert'))
  expect(alert.textContent).toBe('Something went wrong')
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringMatching(/^\[Latch\] The connect-button failed to render: /),
  )
  expect(events.find((event) => event.event === 'ERROR')?.properties.source).toBe('connect-button')
  expect(heading.isConnected).toBe(true)
  expect(getByRole(shadowOf(network), 'button', { name: 'Anvil' })).toBeDefined()

  latch.stores.chain.setState(before)
  getByRole(shadowOf(connect), 'button', { name: 'Retry' }).click()
  await waitFor(() => getByRole(shadowOf(connect), 'button', { name: 'Connect Wallet' }))
})
