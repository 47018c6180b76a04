// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { createConnectedClient, renderWithClient } from '../../views/Account/testing.js'
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
