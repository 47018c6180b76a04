// @vitest-environment happy-dom

import { readFileSync } from 'node:fs'
import { createEvmAdapter } from '@latch/adapter-evm'
import { getPageButtonStyleSheet } from '@latch/react/internal'
import { getByRole, waitFor } from '@testing-library/dom'
import { afterAll, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'
import { defineLatchElements } from './defineLatchElements.js'
import { getHostStyleSheet } from './getHostStyleSheet.js'

// One page for the whole file: elements are placed before `createLatch` is called.
const connect = document.createElement('latch-connect-button')
const network = document.createElement('latch-network-button')
document.body.append(connect, network)

/** The element's shadow root, as a container for Testing Library queries. */
function shadowOf(element: Element): HTMLElement {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`)
  return element.shadowRoot as unknown as HTMLElement
}

const page = { latch: undefined as ReturnType<typeof createLatch> | undefined }
afterAll(() => page.latch?.destroy())

it('elements placed before createLatch render once it is called', async () => {
  expect(customElements.get('latch-connect-button')).toBeUndefined()
  expect(connect.shadowRoot).toBeNull()

  page.latch = createLatch({ networks: [anvil, anvil2], adapters: [createEvmAdapter()] })
  expect(customElements.get('latch-connect-button')).toBeDefined()
  expect(customElements.get('latch-network-button')).toBeDefined()
  expect(customElements.get('latch-modal-slot')).toBeDefined()
  await waitFor(() => getByRole(shadowOf(connect), 'button', { name: 'Connect Wallet' }))
  await waitFor(() => getByRole(shadowOf(network), 'button', { name: 'Anvil' }))
})

it('defines the elements once: calling again does not throw', () => {
  const defined = customElements.get('latch-connect-button')
  expect(() => defineLatchElements()).not.toThrow()
  expect(customElements.get('latch-connect-button')).toBe(defined)
})

it('an element added later renders at once; clicking it opens the modal', async () => {
  const late = document.createElement('latch-connect-button')
  document.body.append(late)
  const button = await waitFor(() =>
    getByRole(shadowOf(late), 'button', { name: 'Connect Wallet' }),
  )
  button.click()
  await waitFor(() => expect(page.latch?.getState().open).toBe(true))
  page.latch?.close()
  late.remove()
})

it('the network button follows the active network', async () => {
  await page.latch?.switchNetwork(anvil2)
  await waitFor(() => getByRole(shadowOf(network), 'button', { name: 'Anvil 2' }))
})

it('removing an element unmounts it; putting it back renders it again', async () => {
  connect.remove()
  expect(connect.shadowRoot?.childNodes).not.toHaveLength(0)
  await waitFor(() => expect(connect.shadowRoot?.childNodes).toHaveLength(0))
  document.body.append(connect)
  await waitFor(() => getByRole(shadowOf(connect), 'button', { name: 'Connect Wallet' }))
})

it('moving an element keeps it mounted', async () => {
  const button = getByRole(shadowOf(network), 'button')
  document.body.prepend(network)
  await Promise.resolve()
  expect(getByRole(shadowOf(network), 'button')).toBe(button)
})

it('styles come only from the shadow root: page CSS does not reach the button, nor it the page', async () => {
  // Vitest hands `?inline` CSS imports over empty: fill the shared sheets with the real CSS.
  const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
  getHostStyleSheet().replaceSync(css('./host.css'))
  getPageButtonStyleSheet().replaceSync(
    css('../../../react/src/components/ConnectButton/buttons.css'),
  )
  const pageStyle = document.createElement('style')
  pageStyle.textContent = 'button { color: rgb(255, 0, 0) }'
  document.head.append(pageStyle)
  const inner = getByRole(shadowOf(connect), 'button', { name: 'Connect Wallet' })
  expect(getComputedStyle(inner).color).not.toBe('')
  expect(getComputedStyle(inner).color).not.toBe('rgb(255, 0, 0)')
  expect(getComputedStyle(connect).display).toBe('inline-block')
  expect(connect.shadowRoot?.adoptedStyleSheets).toHaveLength(2)

  const pageButton = document.createElement('button')
  document.body.append(pageButton)
  expect(getComputedStyle(pageButton).color).toBe('rgb(255, 0, 0)')
  pageButton.remove()
  pageStyle.remove()
})
