// @vitest-environment happy-dom

import { ErrorMessages, LatchError, type Transaction } from '@latch/core'
import type { LatchClientInternal, TransactionsStoreState } from '@latch/core/internal'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import {
  createConnectedClient,
  renderWithClient,
  stubLayout,
  testAddress,
  testCaipAddress,
} from '../testing.js'
import ActivityPanel from './ActivityPanel.js'

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

const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sent: Transaction = {
  id: '0xaaa',
  metadata: {
    operationType: 'send',
    hash: '0xaaa',
    minedAt: '2025-03-04T10:00:00Z',
    sentFrom: testAddress,
    sentTo: other,
    status: 'confirmed',
  },
  transfers: [
    {
      direction: 'out',
      quantity: { numeric: '0.5' },
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    },
  ],
}
const received: Transaction = {
  id: '0xbbb',
  metadata: {
    operationType: 'receive',
    hash: '0xbbb',
    minedAt: '2024-12-24T08:00:00Z',
    sentFrom: other,
    sentTo: testAddress,
    status: 'failed',
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { name: 'Latch Cat #7', flags: { is_spam: false } },
    },
  ],
}

function setTransactions(state: Partial<TransactionsStoreState>) {
  act(() =>
    client.stores.transactions.setState({
      caipAddress: testCaipAddress,
      caipNetworkId: 'eip155:1',
      ...state,
    }),
  )
}

it('fetches the first page once when it shows, and says "Loading activity" meanwhile', () => {
  const fetchTransactions = vi.mocked(client.fetchTransactions)
  renderWithClient(client, <ActivityPanel />)
  expect(fetchTransactions).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('status', { name: 'Loading activity' })).toBeDefined()
})

it('lists transactions under year and month headings, newest first, named in words', () => {
  renderWithClient(client, <ActivityPanel />)
  setTransactions({
    transactions: [sent, received],
    transactionsByYear: { 2024: { 11: [received] }, 2025: { 2: [sent] } },
  })
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
    '2025',
    'March',
    '2024',
    'December',
  ])
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
    'Sent 0.5 ETH to 0x7099…79C8',
    'Received Latch Cat #7 from 0x7099…79C8, Failed',
  ])
  expect(screen.getByRole('listitem', { name: 'Sent 0.5 ETH to 0x7099…79C8' })).toBeDefined()
  expect(items[1]?.textContent).toContain('Failed')
})

it("links each row to the network's explorer in a new tab", () => {
  renderWithClient(client, <ActivityPanel />)
  setTransactions({ transactions: [sent], transactionsByYear: { 2025: { 2: [sent] } } })
  const link = screen.getByRole('link')
  expect(link.getAttribute('href')).toBe('https://etherscan.io/tx/0xaaa')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
})

it('"Load more" fetches the next page while there is one', () => {
  renderWithClient(client, <ActivityPanel />)
  setTransactions({
    transactions: [sent],
    transactionsByYear: { 2025: { 2: [sent] } },
    next: 'cursor-2',
  })
  const fetchTransactions = vi.mocked(client.fetchTransactions)
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  expect(fetchTransactions).toHaveBeenCalledWith({ more: true })
})

it('says "No activity yet" for an empty first page', () => {
  renderWithClient(client, <ActivityPanel />)
  setTransactions({ empty: true })
  expect(screen.getByText('No activity yet')).toBeDefined()
})

it('says "Failed to fetch transactions" when the fetch failed; "Try again" fetches again', () => {
  renderWithClient(client, <ActivityPanel />)
  setTransactions({ error: true })
  expect(screen.getByText('Failed to fetch transactions')).toBeDefined()
  const fetchTransactions = vi.mocked(client.fetchTransactions)
  fetchTransactions.mockClear()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(fetchTransactions).toHaveBeenCalledWith()
})

it('"Try again" and "Load more" after a disconnect: the no-account rejection is ignored', async () => {
  // A plain function: a vi.fn() handles its own returned promises (it records how they settle).
  const calls: unknown[] = []
  client.fetchTransactions = (...parameters) => {
    calls.push(parameters)
    return Promise.reject(new LatchError(ErrorMessages.transactionsNeedAccount))
  }
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  try {
    renderWithClient(client, <ActivityPanel />)
    setTransactions({ error: true })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    setTransactions({
      error: false,
      transactions: [sent],
      transactionsByYear: { 2025: { 2: [sent] } },
      next: 'cursor-2',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([[], [], [{ more: true }]])
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
  }
})
