// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { AccountTabs } from './AccountTabs.js'
import { createConnectedClient, renderWithClient, setAccount } from './testing.js'

const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
})

function renderTabs(options: { activity?: boolean } = {}) {
  client = createConnectedClient({}, options)
  renderWithClient(client, <AccountTabs />)
  return client
}

it('is a tablist of Tokens, NFTs and Activity, Tokens selected and the only tab in the tab order', async () => {
  renderTabs()
  const tablist = screen.getByRole('tablist')
  const tabs = within(tablist).getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  const tokens = screen.getByRole('tab', { name: 'Tokens' })
  expect(tokens.getAttribute('aria-selected')).toBe('true')
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
  expect(tokens.getAttribute('aria-controls')).toBe(panel.id)
  expect(await within(panel).findByRole('status', { name: 'Loading tokens' })).toBeDefined()
})

it('hides the Activity tab while the activity feature is off', () => {
  renderTabs({ activity: false })
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
  expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull()
})

it('shows Tokens when the stored tab is Activity and the feature is off', () => {
  const latch = renderTabs({ activity: false })
  act(() => latch.setAccountTab('activity'))
  expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
})

it('arrow keys, Home and End move focus and selection, wrapping around', () => {
  const latch = renderTabs()
  const tokens = screen.getByRole('tab', { name: 'Tokens' })
  tokens.focus()
  fireEvent.keyDown(tokens, { key: 'ArrowRight' })
  const nfts = screen.getByRole('tab', { name: 'NFTs' })
  expect(latch.stores.accountData.getState().currentTab).toBe('nfts')
  expect(document.activeElement).toBe(nfts)
  expect(nfts.getAttribute('aria-selected')).toBe('true')
  expect(nfts.tabIndex).toBe(0)
  expect(tokens.tabIndex).toBe(-1)
  fireEvent.keyDown(nfts, { key: 'End' })
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }))
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(tokens)
  fireEvent.keyDown(tokens, { key: 'ArrowLeft' })
  expect(latch.stores.accountData.getState().currentTab).toBe('activity')
  fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
  expect(latch.stores.accountData.getState().currentTab).toBe('tokens')
})

it('a click selects a tab and shows its panel only', async () => {
  renderTabs()
  fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
  const panel = screen.getByRole('tabpanel', { name: 'NFTs' })
  expect(await within(panel).findByRole('status', { name: 'Loading NFTs' })).toBeDefined()
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
})

it('each panel fetches once when it shows, and again for another account', async () => {
  client = createConnectedClient()
  const fetchTokenBalances = vi.mocked(client.fetchTokenBalances)
  const fetchTransactions = vi.mocked(client.fetchTransactions)
  renderWithClient(client, <AccountTabs />)
  await waitFor(() => expect(fetchTokenBalances).toHaveBeenCalledTimes(1))
  expect(fetchTransactions).not.toHaveBeenCalled()
  act(() =>
    setAccount(client as LatchClientInternal, { caipAddress: `eip155:1:${other}`, address: other }),
  )
  expect(fetchTokenBalances).toHaveBeenCalledTimes(2)
  fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
  await waitFor(() => expect(fetchTransactions).toHaveBeenCalledTimes(1))
  expect(fetchTransactions).toHaveBeenCalledWith()
})

it('in a right-to-left locale the arrow keys follow the reading direction', async () => {
  const latch = createConnectedClient()
  client = latch
  latch.setLocale('ar')
  renderWithClient(latch, <AccountTabs />)
  // The Arabic texts arrive as a lazy chunk; the tabs re-render in place.
  const tokens = await screen.findByRole('tab', { name: 'الرموز' })
  tokens.focus()
  fireEvent.keyDown(tokens, { key: 'ArrowLeft' })
  expect(latch.stores.accountData.getState().currentTab).toBe('nfts')
  fireEvent.keyDown(screen.getByRole('tab', { name: 'NFTs' }), { key: 'ArrowRight' })
  expect(latch.stores.accountData.getState().currentTab).toBe('tokens')
})
