// @vitest-environment happy-dom

import { mainnet } from '@latch/core'
import { asInternalClient } from '@latch/core/internal'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { preloadViewCatalogues } from './catalogues.js'
import { type LocaleEntry, locales } from './locales.js'
import { renderModalDialog } from './testing.js'
import { useViewMessages } from './useViewMessages.js'

// The catalogues' module state (loaded and failed files) lives for the file: each test fails a
// different locale.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Makes `locale`'s `part` file fail to load, like a chunk that 404s; returns the loader's spy. */
function failToLoad(locale: string, part: 'modal' | 'views') {
  const entry = locales[locale] as Required<LocaleEntry>
  return vi.spyOn(entry, part).mockRejectedValue(new Error(`${locale} ${part} chunk not found`))
}

function createClient(locale: string) {
  const client = createLatch({ networks: [mainnet], enableEmbedded: true, locale })
  const warn = vi.spyOn(asInternalClient(client).logger, 'warn')
  return { client, warn }
}

let renders = 0

/** A views' text, counting its renders. */
function Probe() {
  const { t, locale } = useViewMessages()
  renders += 1
  return <p lang={locale}>{t('allWallets.search')}</p>
}

async function renderModal(locale: string) {
  const { client, warn } = createClient(locale)
  return { client, warn, dialog: await renderModalDialog(client) }
}

it('a locale whose views file fails to load shows its views in English, loading it once, logging once', async () => {
  const views = failToLoad('fr', 'views')
  const { client, warn } = createClient('fr')
  renders = 0
  render(
    <LatchProvider client={client}>
      <Suspense fallback={<p>Loading</p>}>
        <Probe />
      </Suspense>
    </LatchProvider>,
  )
  // English while French's startup file loads, then French: its views' texts in English.
  await waitFor(() => expect(screen.getByText('Search wallet').getAttribute('lang')).toBe('fr'))
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(screen.getByText('Search wallet').getAttribute('lang')).toBe('fr')
  expect(views).toHaveBeenCalledTimes(1)
  expect(renders).toBeLessThan(10)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledWith(
    'The fr views texts did not load; English shows instead',
    expect.objectContaining({ message: 'fr views chunk not found' }),
  )
})

it('a locale whose startup file fails to load shows English, is not loaded again, and logs once', async () => {
  const modal = failToLoad('it', 'modal')
  const { client, warn, dialog } = await renderModal('it')
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet')
  expect(dialog.getAttribute('lang')).toBe('en')
  act(() => client.setLocale('de'))
  await waitFor(() =>
    expect(within(dialog).getByRole('heading').textContent).toBe('Wallet verbinden'),
  )
  // Back to the failed locale: English, not the German shown before; no second load or log.
  act(() => client.setLocale('it'))
  await waitFor(() =>
    expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet'),
  )
  expect(dialog.getAttribute('lang')).toBe('en')
  expect(modal).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledWith(
    'The it modal texts did not load; English shows instead',
    expect.objectContaining({ message: 'it modal chunk not found' }),
  )
})

it('once views were opened, switching to a locale whose views file fails still switches', async () => {
  const views = failToLoad('nl', 'views')
  const { client, warn, dialog } = await renderModal('en')
  await preloadViewCatalogues()
  act(() => client.setLocale('nl'))
  await waitFor(() =>
    expect(within(dialog).getByRole('heading').textContent).toBe('Wallet verbinden'),
  )
  expect(dialog.getAttribute('lang')).toBe('nl')
  expect(views).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledTimes(1)
})
