// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createConnectedClient, setAccount, testCaipAddress } from '../views/Account/testing.js'
import { useLatchNfts } from './useLatchNfts.js'

let client: LatchClientInternal
const wrapper = ({ children }: { children: ReactNode }) => (
  <LatchProvider client={client}>{children}</LatchProvider>
)

beforeEach(() => {
  client = createConnectedClient()
})

afterEach(() => {
  cleanup()
  client.destroy()
})

it('fetches the first page on mount and for another account; fetchMore asks the next page', () => {
  const { result } = renderHook(() => useLatchNfts(), { wrapper })
  expect(client.fetchNfts).toHaveBeenCalledWith()
  act(() => setAccount(client, { caipAddress: 'eip155:1:0xother' }))
  expect(client.fetchNfts).toHaveBeenCalledTimes(2)
  void result.current.fetchMore()
  expect(client.fetchNfts).toHaveBeenLastCalledWith({ more: true })
})

it("tells whether another page exists, for this account's list only", () => {
  const { result } = renderHook(() => useLatchNfts(), { wrapper })
  act(() =>
    client.stores.accountData.setState((state) => ({
      nfts: { ...state.nfts, caipAddress: testCaipAddress, status: 'ready', next: 'c2' },
    })),
  )
  expect(result.current).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false })
  act(() => setAccount(client, { caipAddress: 'eip155:1:0xother' }))
  expect(result.current).toMatchObject({ status: 'loading', hasMore: false, nfts: [] })
})
