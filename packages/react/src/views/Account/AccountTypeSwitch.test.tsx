// @vitest-environment happy-dom

import type { AccountState } from '@latch/core'
import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { activeAccountType } from './AccountTypeSwitch.js'
import AccountView from './AccountView.js'
import { createConnectedClient, renderWithClient, setAccount, testAddress } from './testing.js'

// Issue 31 (spec §4, DESIGN.md §4): the Account view's account type in words and its switch, for
// the embedded wallet's EVM account only.

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Anvil's second account, as the embedded wallet's EOA beside the smart account `testAddress`. */
const eoaAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const embedded = { name: 'Email', identifier: 'ID_AUTH', type: 'AUTH' } as const
const smartFirst: AccountState['allAccounts'] = [
  { address: testAddress, type: 'smartAccount' },
  { address: eoaAddress, type: 'eoa' },
]

/** Renders Account for `account` (the embedded wallet's smart account by default). */
function renderAccount(account: Partial<AccountState> = {}) {
  const client = createConnectedClient({
    connectedWalletInfo: embedded,
    allAccounts: smartFirst,
    ...account,
  })
  onTestFinished(() => client.destroy())
  renderWithClient(client, <AccountView />)
  return client
}

/** A promise and its resolve/reject, to hold `setPreferredAccountType` open. */
function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Spies on the client's `setPreferredAccountType`, answering with `answer()`. */
function spySwitch(client: LatchClientInternal, answer: () => Promise<void> = async () => {}) {
  return vi.spyOn(client, 'setPreferredAccountType').mockImplementation(answer)
}

describe('the account type and the switch', () => {
  it('a smart account: "Smart account" and "Switch to EOA"', () => {
    renderAccount()
    expect(screen.getByText('Smart account')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Switch to EOA' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Switch to smart account' })).toBeNull()
  })

  it('an EOA: "EOA" and "Switch to smart account"', () => {
    renderAccount({ address: eoaAddress, allAccounts: [...smartFirst].reverse() })
    expect(screen.getByText('EOA')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Switch to smart account' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Switch to EOA' })).toBeNull()
  })

  it('7702 mode (one address, its type): the type of that entry', () => {
    renderAccount({ allAccounts: [{ address: testAddress, type: 'eoa' }] })
    expect(screen.getByText('EOA')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Switch to smart account' })).toBeDefined()
  })

  it('says what the words are to assistive technology ("Account type")', () => {
    renderAccount()
    expect(screen.getByText('Smart account').textContent).toBe('Account type: Smart account')
  })

  it('follows the account state when core re-syncs the account', () => {
    const client = renderAccount()
    act(() => setAccount(client, { address: eoaAddress, allAccounts: [...smartFirst].reverse() }))
    expect(screen.getByText('EOA')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Switch to smart account' })).toBeDefined()
  })

  it('a network without smart accounts still offers "Switch to smart account" (core answers)', () => {
    const client = renderAccount({ allAccounts: [{ address: testAddress, type: 'eoa' }] })
    const setPreferred = spySwitch(client)
    act(() =>
      client.stores.chain.setState((state) => {
        const chain = state.chains.eip155
        if (!chain) throw new Error('no eip155 chain')
        const networkState = { ...chain.networkState, smartAccountEnabledNetworks: [31337] }
        return { chains: { ...state.chains, eip155: { ...chain, networkState } } }
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    expect(setPreferred).toHaveBeenCalledExactlyOnceWith('smartAccount', 'eip155')
  })
})

describe('switching', () => {
  it('asks for the other type in eip155, busy and aria-disabled (still focusable) until it ends', async () => {
    const client = renderAccount()
    const call = deferred()
    const setPreferred = spySwitch(client, () => call.promise)
    const button = screen.getByRole('button', { name: 'Switch to EOA' })
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(setPreferred).toHaveBeenCalledExactlyOnceWith('eoa', 'eip155')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(document.activeElement).toBe(button)
    // Pressed again while it runs: nothing more is asked.
    fireEvent.click(button)
    expect(setPreferred).toHaveBeenCalledTimes(1)
    await act(async () => call.resolve())
    expect(button.getAttribute('aria-disabled')).toBe('false')
    expect(button.getAttribute('aria-busy')).toBe('false')
  })

  it('from an EOA asks for smartAccount', () => {
    const client = renderAccount({ address: eoaAddress, allAccounts: [...smartFirst].reverse() })
    const setPreferred = spySwitch(client)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to smart account' }))
    expect(setPreferred).toHaveBeenCalledExactlyOnceWith('smartAccount', 'eip155')
  })

  it('a failure becomes an error toast and the button works again', async () => {
    const client = renderAccount()
    const showToast = vi.spyOn(client, 'showToast')
    spySwitch(client, async () => {
      throw new Error('frame gone')
    })
    const button = screen.getByRole('button', { name: 'Switch to EOA' })
    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'))
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'error' }))
  })
})

describe('nothing shown', () => {
  const switches = ['Switch to EOA', 'Switch to smart account']

  it.each([
    ['an injected wallet', 'INJECTED'],
    ['WalletConnect', 'WALLET_CONNECT'],
    ['an announced wallet', 'ANNOUNCED'],
  ] as const)('for %s', (_, type) => {
    renderAccount({ connectedWalletInfo: { name: 'Other', identifier: 'other', type } })
    for (const name of switches) expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.queryByText('Smart account')).toBeNull()
    // The Account view itself is there.
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDefined()
  })

  it('when another namespace is the active one', () => {
    const client = createConnectedClient({ connectedWalletInfo: embedded, allAccounts: smartFirst })
    onTestFinished(() => client.destroy())
    client.stores.chain.setState({ activeNamespace: 'solana' })
    renderWithClient(client, <AccountView />)
    for (const name of switches) expect(screen.queryByRole('button', { name })).toBeNull()
  })
})

describe('activeAccountType', () => {
  it("reads the type of the address's entry; undefined for other types or no entry", () => {
    expect(activeAccountType({ address: eoaAddress, allAccounts: smartFirst })).toBe('eoa')
    expect(activeAccountType({ address: testAddress, allAccounts: smartFirst })).toBe(
      'smartAccount',
    )
    expect(
      activeAccountType({
        address: testAddress,
        allAccounts: [{ address: testAddress, type: 'payment' }],
      }),
    ).toBeUndefined()
    expect(activeAccountType({ address: eoaAddress, allAccounts: [] })).toBeUndefined()
    expect(activeAccountType(undefined)).toBeUndefined()
  })
})
