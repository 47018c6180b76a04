// @vitest-environment happy-dom

import { ErrorMessages, LatchError, type Transaction } from '@latch/core'
import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createConnectedClient, setAccount, testCaipAddress } from '../views/Account/testing.js'
import { useLatchTransactions } from './useLatchTransactions.js'

let client: LatchClientInternal
const wrapper = ({ children }: { children: ReactNode }) => (
  <LatchProvider client={client}>{children}</LatchProvider>
)
const tx = { id: '0x1' } as Transaction

beforeEach(() => {
  client = createConnectedClient()
})

afterEach(() => {
  cleanup()
  client.destroy()
})

it('fetches the first page on mount and for another account or network; fetchMore pages', () => {
  const { result } = renderHook(() => useLatchTransactions(), { wrapper })
  expect(client.fetchTransactions).toHaveBeenCalledWith()
  act(() =>
    setAccount(client, { caipAddress: 'eip155:10:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
  )
  expect(client.fetchTransactions).toHaveBeenCalledTimes(2)
  void result.current.fetchMore()
  expect(client.fetchTransactions).toHaveBeenLastCalledWith({ more: true })
})

it("returns this account's transactions only, loading while another's are stored", () => {
  const { result } = renderHook(() => useLatchTransactions(), { wrapper })
  act(() =>
    client.stores.transactions.setState({
      caipAddress: testCaipAddress,
      transactions: [tx],
      transactionsByYear: { 2025: { 0: [tx] } },
      next: 'c2',
    }),
  )
  expect(result.current).toMatchObject({ transactions: [tx], hasMore: true, loading: false })
  act(() => setAccount(client, { caipAddress: 'eip155:1:0xother' }))
  expect(result.current).toMatchObject({ transactions: [], hasMore: false, loading: true })
})

it('an on-ramp list in the store is not shown as Activity: loading until the activity comes', () => {
  const { result } = renderHook(() => useLatchTransactions(), { wrapper })
  act(() =>
    client.stores.transactions.setState({
      caipAddress: testCaipAddress,
      onramp: 'coinbase',
      transactions: [tx],
      transactionsByYear: { 2025: { 0: [tx] } },
      next: 'c2',
      loading: false,
      error: true,
    }),
  )
  expect(result.current).toMatchObject({
    transactions: [],
    transactionsByYear: {},
    hasMore: false,
    loading: true,
    error: false,
  })
})

it('ignores the no-account rejection of fetchTransactions (a disconnect while it loads)', async () => {
  // A plain function: a vi.fn() handles its own returned promises (it records how they settle).
  const calls: unknown[] = []
  client.fetchTransactions = (...parameters) => {
    calls.push(parameters)
    return Promise.reject(new LatchError(ErrorMessages.transactionsNeedAccount))
  }
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  try {
    const { result } = renderHook(() => useLatchTransactions(), { wrapper })
    await expect(result.current.fetchMore()).resolves.toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([[], [{ more: true }]])
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
  }
})
