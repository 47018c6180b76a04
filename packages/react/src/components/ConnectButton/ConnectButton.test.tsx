// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createConnectedClient, renderWithClient } from '../../views/Account/testing.js'
import { AccountButton, ConnectButton } from './ConnectButton.js'

let client: LatchClientInternal | undefined

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
