// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toDataURL } from 'qrcode'
import { afterEach, expect, it, vi } from 'vitest'
import { createConnectedClient, renderWithClient, testAddress } from '../Account/testing.js'
import ReceiveView from './ReceiveView.js'

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,AAAA') }))

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

it('shows the full address, its QR code, "Copy address" and the networks it can receive on', async () => {
  client = createConnectedClient()
  renderWithClient(client, <ReceiveView />)
  expect(screen.getByText(testAddress)).toBeDefined()
  await waitFor(() => expect(toDataURL).toHaveBeenCalledWith(testAddress, expect.anything()))
  expect(await screen.findByRole('img', { name: 'Address QR code' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Copy address' })).toBeDefined()
  const networks = screen.getByRole('list', { name: 'Networks' })
  expect(
    within(networks)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Ethereum'])
})

it('copies the address and says so', async () => {
  client = createConnectedClient()
  const writeText = vi.fn(async () => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const showToast = vi.spyOn(client, 'showToast')
  renderWithClient(client, <ReceiveView />)
  fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(testAddress))
  expect(showToast).toHaveBeenCalledWith({
    message: { key: 'toast.addressCopied' },
    variant: 'success',
  })
})

it('asks to connect when there is no account', () => {
  client = createConnectedClient({ address: undefined, caipAddress: undefined })
  renderWithClient(client, <ReceiveView />)
  expect(screen.getByText('Connect a wallet to receive.')).toBeDefined()
  expect(screen.queryByRole('img')).toBeNull()
})
