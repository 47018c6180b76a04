// @vitest-environment happy-dom

import { readFileSync } from 'node:fs'
import type { LatchClient } from '@latch/core'
import { getByRole, waitFor } from '@testing-library/dom'
import { afterEach, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { anvil } from '../testing/localNetworks.js'

// The texts come from the shipped catalogues, not written here a second time. (The path is a
// variable: Vite rewrites `new URL(`…${x}…`, import.meta.url)` into a served asset's URL.)
function catalogue(locale: string): Record<string, string> {
  const path = `../../../react/src/i18n/locales/${locale}/modal.json`
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
}
const de = catalogue('de')
const ar = catalogue('ar')
const ja = catalogue('ja')

/** The element's shadow root, as a container for Testing Library queries. */
function shadowOf(element: Element): HTMLElement {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`)
  return element.shadowRoot as unknown as HTMLElement
}

let latch: LatchClient | undefined
afterEach(() => {
  latch?.destroy()
  document.body.replaceChildren()
})

it('the `locale` option reaches the elements, and setLocale re-renders them in the new locale', async () => {
  latch = createLatch({ networks: [anvil], locale: 'de' })
  const connect = document.createElement('latch-connect-button')
  document.body.append(connect)
  const button = await waitFor(() =>
    getByRole(shadowOf(connect), 'button', { name: de['button.connectWallet'] }),
  )
  expect(button.getAttribute('lang')).toBe('de')
  expect(button.getAttribute('dir')).toBe('ltr')
  latch.setLocale('ar')
  await waitFor(() =>
    expect(getByRole(shadowOf(connect), 'button').textContent).toBe(ar['button.connectWallet']),
  )
  expect(getByRole(shadowOf(connect), 'button')).toBe(button)
  expect(button.getAttribute('lang')).toBe('ar')
  expect(button.getAttribute('dir')).toBe('rtl')
})

it('<latch-modal-slot> shows the modal in the `locale` option', async () => {
  latch = createLatch({ networks: [anvil], enableEmbedded: true, locale: 'ja' })
  const slot = document.createElement('latch-modal-slot')
  document.body.append(slot)
  const dialog = await waitFor(() => {
    const found = slot.shadowRoot
      ?.querySelector('latch-modal')
      ?.shadowRoot?.querySelector('[role=dialog]')
    if (!(found instanceof HTMLElement)) throw new Error('no dialog yet')
    return found
  })
  await waitFor(() => expect(dialog.getAttribute('lang')).toBe('ja'))
  expect(getByRole(dialog, 'heading').textContent).toBe(ja['title.connectWallet'])
  latch.setLocale('de')
  await waitFor(() =>
    expect(getByRole(dialog, 'heading').textContent).toBe(de['title.connectWallet']),
  )
})
