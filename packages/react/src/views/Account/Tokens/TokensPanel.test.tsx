// @vitest-environment happy-dom

import type { TokenBalance } from '@latch/core'
import type { AccountDataStoreState, LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createConnectedClient, renderWithClient, stubLayout, testCaipAddress } from '../testing.js'
import TokensPanel from './TokensPanel.js'

// happy-dom loads no image: each one shows as soon as it is asked for (spec §9's 2 s preload).
vi.mock('../../../logos/preloadImage.js', () => ({ preloadImage: async () => {} }))

let client: LatchClientInternal

beforeEach(() => {
  stubLayout()
  client = createConnectedClient()
})

afterEach(() => {
  cleanup()
  client.destroy()
  vi.restoreAllMocks()
})

const native: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '1.23456' },
  value: 4321.5,
}
const latchToken: TokenBalance = {
  name: 'Latch Test Token',
  symbol: 'LTT',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '18', numeric: '1000' },
  iconUrl: 'https://tokens.example/ltt.png',
}

function setTokens(tokens: Partial<AccountDataStoreState['tokens']>) {
  act(() =>
    client.stores.accountData.setState((state) => ({
      tokens: { ...state.tokens, caipAddress: testCaipAddress, ...tokens },
    })),
  )
}

it('fetches the balances once when it shows, and says "Loading tokens" until they are here', () => {
  const fetchTokenBalances = vi.mocked(client.fetchTokenBalances)
  renderWithClient(client, <TokensPanel />)
  expect(fetchTokenBalances).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('status', { name: 'Loading tokens' })).toBeDefined()
})

it('lists each token named by name, quantity (3 decimals) and symbol, with its fiat value', async () => {
  renderWithClient(client, <TokensPanel />)
  setTokens({ status: 'ready', balances: [native, latchToken] })
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
    'Ether, 1.235 ETH',
    'Latch Test Token, 1,000.000 LTT',
  ])
  expect(screen.getByRole('listitem', { name: 'Latch Test Token, 1,000.000 LTT' })).toBeDefined()
  expect(items[0]?.textContent).toContain('$4,321.50')
  await vi.waitFor(() =>
    expect(items[1]?.querySelector('img')?.getAttribute('src')).toBe(latchToken.iconUrl),
  )
})

it('shows an untrusted name as text and never a javascript: icon', () => {
  renderWithClient(client, <TokensPanel />)
  const hostile = '<img src=x onerror=alert(1)>'
  setTokens({
    status: 'ready',
    balances: [{ ...latchToken, name: hostile, iconUrl: 'javascript:alert(1)' }],
  })
  const item = screen.getByRole('listitem', { name: `${hostile}, 1,000.000 LTT` })
  expect(item.textContent).toContain(hostile)
  expect(item.querySelector('img')).toBeNull()
  expect(document.querySelector('img[src="x"]')).toBeNull()
})

it('says "No tokens yet" for an account without any', () => {
  renderWithClient(client, <TokensPanel />)
  setTokens({ status: 'ready', balances: [] })
  expect(screen.getByText('No tokens yet')).toBeDefined()
  expect(screen.queryByRole('list')).toBeNull()
})

it('says "Token Balance Unavailable" when the fetch failed, with no "Try again" (spec §4: 30 s before another try)', () => {
  renderWithClient(client, <TokensPanel />)
  setTokens({ status: 'error' })
  expect(screen.getByText('Token Balance Unavailable')).toBeDefined()
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
})

it("never shows another account's balances", () => {
  renderWithClient(client, <TokensPanel />)
  setTokens({ status: 'ready', balances: [native], caipAddress: 'eip155:1:0xother' })
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.getByRole('status', { name: 'Loading tokens' })).toBeDefined()
})
