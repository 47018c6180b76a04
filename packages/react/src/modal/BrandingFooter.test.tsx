// @vitest-environment happy-dom

import { type LatchOptions, mainnet } from '@latch/core'
import { getClientContext } from '@latch/core/internal'
import { act, cleanup, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { renderModalDialog } from '../i18n/testing.js'

// Spec §3 remote feature `reownBranding`, §9 default remote feature `branding`: a small translated
// "Powered by Latch" footer, on by default; `features.branding: false` or the remote feature off
// hides it. DESIGN.md §4: the link has an accessible name.

const clients: ReturnType<typeof createLatch>[] = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

async function renderModal(options: Partial<LatchOptions> = {}) {
  const client = createLatch({ networks: [mainnet], enableEmbedded: true, ...options })
  clients.push(client)
  const dialog = await renderModalDialog(client)
  return { client, dialog: within(dialog) }
}

describe('BrandingFooter', () => {
  it('shows "Powered by Latch" by default, linking to the project in a new tab without a referrer', async () => {
    const { dialog } = await renderModal()
    const link = dialog.getByRole('link', { name: 'Powered by Latch' })
    expect(link.getAttribute('href')).toBe('https://github.com/latch-dev/latch')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('is translated', async () => {
    const { dialog } = await renderModal({ locale: 'fr' })
    await waitFor(() =>
      expect(dialog.getByRole('link', { name: 'Propulsé par Latch' })).toBeDefined(),
    )
  })

  it('is hidden with features.branding false', async () => {
    const { dialog } = await renderModal({ features: { branding: false } })
    expect(dialog.getByRole('heading')).toBeDefined()
    expect(dialog.queryByRole('link', { name: /Latch/ })).toBeNull()
  })

  it('is hidden while the reownBranding remote feature is off (a project config says so)', async () => {
    const { client, dialog } = await renderModal()
    expect(dialog.getByRole('link', { name: 'Powered by Latch' })).toBeDefined()
    act(() =>
      getClientContext(client).stores.wallets.setState((state) => ({
        remoteFeatures: { ...state.remoteFeatures, reownBranding: false },
      })),
    )
    expect(dialog.queryByRole('link', { name: 'Powered by Latch' })).toBeNull()
  })

  it('is hidden in basic mode (no remote features)', async () => {
    const { dialog } = await renderModal({ basic: true })
    expect(dialog.getByRole('heading')).toBeDefined()
    expect(dialog.queryByRole('link', { name: 'Powered by Latch' })).toBeNull()
  })
})
