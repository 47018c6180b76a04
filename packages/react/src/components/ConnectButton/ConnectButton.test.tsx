// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { createConnectedClient, renderWithClient, setAccount } from '../../views/Account/testing.js'
import { NetworkButton } from '../NetworkButton/NetworkButton.js'
import { AccountButton, ConnectButton } from './ConnectButton.js'
import { loadAccountLabel } from './loadAccountLabel.js'

let client: LatchClientInternal | undefined

// The connected label loads once an account exists; these tests start with it here.
beforeAll(async () => {
  await loadAccountLabel()
})

afterEach(() => {
  cleanup()
  client?.destroy()
})

it('connected: named with the balance (3 decimals, symbol) and the truncated address', () => {
  client = createConnectedClient()
  renderWithClient(client, <ConnectButton />)
  const button = screen.getByRole('button', { name: /0xf39F…2266/ })
  expect(button.textContent).toContain('1.500 ETH')
})

it("shows the account's name instead of the address, whose truncation stays in the button's name", () => {
  client = createConnectedClient({ profileName: 'latch.eth' })
  renderWithClient(
    client,
    <>
      <ConnectButton />
      <AccountButton />
    </>,
  )
  const buttons = screen.getAllByRole('button', { name: /0xf39F…2266/ })
  expect(buttons).toHaveLength(2)
  for (const button of buttons) {
    expect(button.querySelector('.latch-page-button-address')?.textContent).toBe('latch.eth')
    expect(button.textContent).toContain('1.500 ETH')
  }
})

it('size and variant: primary "Connect Wallet", secondary account and network, unless told', () => {
  client = createConnectedClient({
    address: undefined,
    caipAddress: undefined,
    status: 'disconnected',
  })
  renderWithClient(
    client,
    <>
      <ConnectButton />
      <ConnectButton size="lg" variant="secondary" label="Sign in" />
      <NetworkButton size="sm" />
    </>,
  )
  const connect = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(connect.dataset).toMatchObject({ variant: 'primary' })
  expect(connect.dataset.size).toBeUndefined()
  expect(screen.getByRole('button', { name: 'Sign in' }).dataset).toMatchObject({
    size: 'lg',
    variant: 'secondary',
  })
  expect(screen.getByRole('button', { name: 'Ethereum' }).dataset).toMatchObject({
    size: 'sm',
    variant: 'secondary',
  })
  act(() => setAccount(client as LatchClientInternal, {}))
  expect(
    screen.getAllByRole('button', { name: /0xf39F…2266/ }).map((b) => b.dataset.variant),
  ).toEqual(['secondary', 'secondary'])
})

it("follows the client's themeMode and theme variables, as the modal does", () => {
  client = createConnectedClient({}, { latch: { themeVariables: { '--latch-accent': '#ff0080' } } })
  renderWithClient(
    client,
    <>
      <AccountButton variant="primary" />
      <NetworkButton />
    </>,
  )
  const buttons = screen.getAllByRole('button')
  for (const button of buttons) {
    // No themeMode: the system's colour scheme (the stylesheet's `color-scheme: light dark`).
    expect(button.dataset.theme).toBeUndefined()
    expect(button.style.getPropertyValue('--latch-accent')).toBe('#ff0080')
  }
  expect(buttons[0]?.dataset.variant).toBe('primary')
  act(() => {
    client?.setThemeMode('dark')
    client?.setThemeVariables({ '--latch-border-radius-master': '2px' })
  })
  for (const button of screen.getAllByRole('button')) {
    expect(button.dataset.theme).toBe('dark')
    expect(button.style.getPropertyValue('--latch-border-radius-master')).toBe('2px')
  }
})
