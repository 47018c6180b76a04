import { type AccountState, type CaipAddress, type LatchOptions, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { setAccountState } from '../../testing/setAccountState.js'

// Test fixtures for the Account view's component tests (not shipped: nothing in src imports it).

/** Anvil's first account. */
export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const testCaipAddress: CaipAddress = `eip155:1:${testAddress}`

/**
 * A client on Ethereum whose eip155 account is `testAddress` (set in the stores, no wallet), its
 * fetch methods stubbed (spies that do nothing): tests set the stores as core would.
 * `options.latch` adds to the client's options.
 */
export function createConnectedClient(
  account: Partial<AccountState> = {},
  options: { activity?: boolean; latch?: Partial<LatchOptions> } = {},
): LatchClientInternal {
  const client = asInternalClient(
    createLatch({ networks: [mainnet], disableAppend: true, ...options.latch }),
  )
  setAccount(client, account)
  vi.spyOn(client, 'fetchTokenBalances').mockResolvedValue(undefined)
  vi.spyOn(client, 'fetchTransactions').mockResolvedValue(undefined)
  vi.spyOn(client, 'fetchNfts').mockResolvedValue(undefined)
  client.stores.wallets.setState((state) => ({
    remoteFeatures: { ...state.remoteFeatures, activity: options.activity ?? true },
  }))
  return client
}

/** Changes the eip155 account state of a client (defaults: `testAddress` on Ethereum). */
export function setAccount(client: LatchClientInternal, account: Partial<AccountState>): void {
  setAccountState(client, {
    address: testAddress,
    caipAddress: testCaipAddress,
    status: 'connected',
    balance: '1.5',
    balanceSymbol: 'ETH',
    ...account,
  })
}

/** Renders `ui` inside a `<LatchProvider>` of `client`. */
export function renderWithClient(client: LatchClientInternal, ui: ReactNode) {
  return render(<LatchProvider client={client}>{ui}</LatchProvider>)
}

/**
 * Gives every element a 360 × 400 px box: happy-dom lays nothing out, and a virtualized list with a
 * zero-height scroller renders no rows. Undone by `vi.restoreAllMocks()`.
 */
export function stubLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360)
}
