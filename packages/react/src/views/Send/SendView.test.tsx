// @vitest-environment happy-dom

import {
  getClientContext,
  type LatchClientInternal,
  type SendController,
  sendFeature,
} from '@latch/core/internal'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createConnectedClient, renderWithClient } from '../Account/testing.js'
import SendView from './SendView.js'

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

async function renderSend() {
  client = createConnectedClient()
  renderWithClient(client, <SendView />)
  await screen.findByRole('button', { name: 'Select token' })
  return client
}

it('names every control (DESIGN.md §4) and lists the native token with its balance', async () => {
  await renderSend()
  expect(screen.getByRole('textbox', { name: 'Amount' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Max' })).toBeDefined()
  expect(screen.getByRole('textbox', { name: 'Recipient address' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Review' })).toBeDefined()
  fireEvent.click(screen.getByRole('button', { name: 'Select token' }))
  fireEvent.click(screen.getByRole('button', { name: 'ETH, Ether, 1.500' }))
  expect(screen.getByRole('button', { name: 'Select token, ETH' })).toBeDefined()
})

it("shows spec §5's message for an empty form and keeps what was typed", async () => {
  await renderSend()
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '0.1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Review' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'An amount and receiver address are required',
  )
  expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('0.1')
})

it('reviews: what is sent to whom, the fee, the simulated change, then Send', async () => {
  const current = await renderSend()
  const controller = (await getClientContext(current).features.load(sendFeature)) as SendController
  const send = vi.spyOn(controller, 'send').mockResolvedValue(true)
  controller.store.setState({
    step: 'review',
    review: {
      token: { key: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, balance: 10n ** 18n },
      value: 5n * 10n ** 17n,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      transaction: {} as never,
      preview: {
        fee: 21_000_000_000_000n,
        feeSymbol: 'ETH',
        feeDecimals: 18,
        simulation: {
          status: 'success',
          changes: [{ symbol: 'ETH', decimals: 18, diff: -(5n * 10n ** 17n) }],
        },
      },
    },
  })
  await screen.findByText('0.5 ETH')
  expect(screen.getByText('0.000021 ETH')).toBeDefined()
  expect(screen.getByRole('list', { name: 'Balance changes' }).textContent).toBe('\u22120.5 ETH')
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(send).toHaveBeenCalled())
})

it('says a transaction would fail and offers no Send', async () => {
  const current = await renderSend()
  const controller = (await getClientContext(current).features.load(sendFeature)) as SendController
  controller.store.setState({
    step: 'review',
    review: {
      token: { key: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, balance: 1n },
      value: 1n,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      transaction: {} as never,
      preview: {
        fee: undefined,
        feeSymbol: 'ETH',
        feeDecimals: 18,
        simulation: { status: 'reverted', reason: 'insufficient funds' },
      },
    },
  })
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This transaction would fail: insufficient funds',
  )
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
})

// Issue 26 item 6: an ENS recipient's address was shown as 0xd8dA…6045; a look-alike address with
// the same ends would pass unseen. The review shows the name and the whole resolved address.
it('reviews an ENS recipient with its whole resolved address (EIP-55), never truncated', async () => {
  const current = await renderSend()
  const controller = (await getClientContext(current).features.load(sendFeature)) as SendController
  const to = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
  controller.store.setState({
    step: 'review',
    review: {
      token: { key: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, balance: 10n ** 18n },
      value: 1n,
      to,
      name: 'vitalik.eth',
      transaction: {} as never,
      preview: {
        fee: undefined,
        feeSymbol: 'ETH',
        feeDecimals: 18,
        simulation: { status: 'unavailable' },
      },
    },
  })
  const recipient = (await screen.findByText('To')).nextElementSibling
  expect(recipient?.textContent).toBe(`vitalik.eth (${to})`)
  expect(recipient?.textContent).not.toContain('…')
})
