// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import AccountView from './AccountView.js'
import { createConnectedClient, renderWithClient, testAddress } from './testing.js'

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

it('shows the truncated address, "Copy address", the balance, the network, "Disconnect" and the tabs', () => {
  client = createConnectedClient()
  renderWithClient(client, <AccountView />)
  expect(screen.getByText('0xf39F…2266')).toBeDefined()
  expect(screen.getByRole('button', { name: 'Copy address' })).toBeDefined()
  expect(screen.getByText('1.500 ETH', { exact: false })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Ethereum' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDefined()
  expect(screen.getByRole('tablist')).toBeDefined()
})

it("shows the account's name and avatar above the address, which stays visible and copyable", async () => {
  client = createConnectedClient({
    profileName: 'latch.eth',
    profileImage: 'https://avatars.example/latch.png',
  })
  const writeText = vi.fn(async () => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const { container } = renderWithClient(client, <AccountView />)
  expect(screen.getByText('latch.eth')).toBeDefined()
  expect(screen.getByText('0xf39F…2266')).toBeDefined()
  expect(container.querySelector('img.latch-avatar')?.getAttribute('src')).toBe(
    'https://avatars.example/latch.png',
  )
  fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(testAddress))
})

it('never renders a javascript: avatar, and shows a hostile name as text', () => {
  const hostile = '<img src=x onerror=alert(1)>'
  client = createConnectedClient({ profileName: hostile, profileImage: 'javascript:alert(1)' })
  const { container } = renderWithClient(client, <AccountView />)
  expect(screen.getByText(hostile)).toBeDefined()
  expect(container.querySelector('img')).toBeNull()
})

it('shows the wallet feature buttons core turns on, in spec §9 order, each opening its view', () => {
  client = createConnectedClient()
  client.stores.wallets.setState((state) => ({
    remoteFeatures: { ...state.remoteFeatures, onramp: ['coinbase', 'meld'] },
  }))
  const push = vi.spyOn(client, 'push')
  renderWithClient(client, <AccountView />)
  const names = screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => ['Buy', 'Swap', 'Receive', 'Send'].includes(name ?? ''))
  // No swap source on Ethereum without a project id: no Swap.
  expect(names).toEqual(['Buy', 'Receive', 'Send'])
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  expect(push).toHaveBeenCalledWith('Send')
})

it("shows the embedded wallet's email; a social login without one shows its username (issue 28)", () => {
  client = createConnectedClient({ user: { email: 'ada@example.org', username: 'ada' } })
  renderWithClient(client, <AccountView />)
  expect(screen.getByText('ada@example.org')).toBeDefined()
  expect(screen.queryByText('ada')).toBeNull()
  cleanup()
  client.destroy()
  client = createConnectedClient({ user: { username: 'ada_x' }, socialProvider: 'x' })
  renderWithClient(client, <AccountView />)
  expect(screen.getByText('ada_x')).toBeDefined()
})
