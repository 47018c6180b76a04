// @vitest-environment happy-dom

import { mainnet } from '@latch/core'
import { act, cleanup, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { renderModalDialog } from './testing.js'

afterEach(cleanup)

async function renderEmbedded(locale?: string) {
  const client = createLatch({ networks: [mainnet], enableEmbedded: true, locale })
  const dialog = await renderModalDialog(client)
  return { client, dialog, shadow: dialog.getRootNode() as ShadowRoot }
}

it('setLocale re-renders the open modal in place: the same elements, focus kept', async () => {
  const { client, dialog, shadow } = await renderEmbedded()
  expect(dialog.getAttribute('lang')).toBe('en')
  const close = within(dialog).getByRole('button', { name: 'Close' })
  expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet')
  close.focus()
  act(() => client.setLocale('de'))
  await waitFor(() =>
    expect(within(dialog).getByRole('heading').textContent).toBe('Wallet verbinden'),
  )
  expect(shadow.querySelector('[role=dialog]')).toBe(dialog)
  expect(dialog.getAttribute('lang')).toBe('de')
  expect(dialog.getAttribute('dir')).toBe('ltr')
  expect(close.getAttribute('aria-label')).toBe('Schließen')
  expect(shadow.activeElement).toBe(close)
  act(() => client.setLocale('ar'))
  await waitFor(() => expect(dialog.getAttribute('dir')).toBe('rtl'))
  expect(dialog.getAttribute('lang')).toBe('ar')
  expect(within(dialog).getByRole('heading').textContent).toBe('ربط المحفظة')
  expect(shadow.activeElement).toBe(close)
})

it('the `locale` option picks the closest shipped locale; an unknown one falls back to English', async () => {
  const { dialog } = await renderEmbedded('de-AT')
  await waitFor(() => expect(dialog.getAttribute('lang')).toBe('de'))
  cleanup()
  const english = await renderEmbedded('sw')
  expect(within(english.dialog).getByRole('heading').textContent).toBe('Connect Wallet')
})

it('setLocale refuses what is not a BCP 47 tag', async () => {
  const { client } = await renderEmbedded()
  expect(() => client.setLocale('not a tag!')).toThrow(
    "Invalid option `locale`: must be a BCP 47 language tag (e.g. 'de', 'pt-BR')",
  )
})
