// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createConnectedClient, setAccount, testCaipAddress } from '../views/Account/testing.js'
import { useLatchTokens } from './useLatchTokens.js'

let client: LatchClientInternal
const wrapper = ({ children }: { children: ReactNode }) => (
  <LatchProvider client={client}>{children}</LatchProvider>
)
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '1' },
} as const

beforeEach(() => {
  client = createConnectedClient()
})

afterEach(() => {
  cleanup()
  client.destroy()
})

it('fetches on mount and again when the account changes, not on other renders', () => {
  const { rerender } = renderHook(() => useLatchTokens(), { wrapper })
  rerender()
  expect(client.fetchTokenBalances).toHaveBeenCalledTimes(1)
  act(() =>
    setAccount(client, { caipAddress: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
  )
  expect(client.fetchTokenBalances).toHaveBeenCalledTimes(2)
})

it("returns the account's balances, never another account's; refetch forces", () => {
  const { result } = renderHook(() => useLatchTokens(), { wrapper })
  expect(result.current.status).toBe('loading')
  act(() =>
    client.stores.accountData.setState((state) => ({
      tokens: { ...state.tokens, caipAddress: testCaipAddress, status: 'ready', balances: [ether] },
    })),
  )
  expect(result.current).toMatchObject({ status: 'ready', balances: [ether] })
  act(() => setAccount(client, { caipAddress: 'eip155:1:0xother' }))
  expect(result.current).toMatchObject({ status: 'loading', balances: [] })
  void result.current.refetch()
  expect(client.fetchTokenBalances).toHaveBeenLastCalledWith({ force: true })
})

it('does nothing while disconnected', () => {
  act(() => setAccount(client, { caipAddress: undefined, address: undefined }))
  const { result } = renderHook(() => useLatchTokens(), { wrapper })
  expect(client.fetchTokenBalances).not.toHaveBeenCalled()
  expect(result.current.status).toBe('idle')
})
