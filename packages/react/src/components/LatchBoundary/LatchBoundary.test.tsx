// @vitest-environment happy-dom

import { type LatchEvent, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { LatchModal } from '../../modal/LatchModal.js'
import { ConnectButton } from '../ConnectButton/ConnectButton.js'
import { LatchBoundary } from './LatchBoundary.js'

let latch: LatchClientInternal
let events: LatchEvent[]
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  latch = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true }))
  events = []
  latch.subscribeEvents((event) => events.push(event))
  // React reports every caught render error on console.error too; keep the run quiet.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  latch.destroy()
  consoleError.mockRestore()
})

/** A Latch surface standing in for one whose render throws while `fault.value` is set. */
const fault: { value: unknown } = { value: undefined }
function Faulty() {
  if (fault.value !== undefined) throw fault.value
  return <button type="button">Connect Wallet</button>
}

function renderInHost() {
  return render(
    <LatchProvider client={latch}>
      <main>
        <h1>Host app</h1>
        <LatchBoundary source="connect-button">
          <Faulty />
        </LatchBoundary>
      </main>
    </LatchProvider>,
  )
}

it('a Latch surface that throws shows "Something went wrong" and "Retry"; the host element beside it stays', () => {
  fault.value = new Error('boom')
  renderInHost()
  expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
  expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined()
  expect(screen.getByRole('heading', { name: 'Host app' })).toBeDefined()
  expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
})

it('reports the fault through the logger and as an ERROR event { message, source }', () => {
  fault.value = new Error('boom')
  renderInHost()
  expect(consoleError).toHaveBeenCalledWith('[Latch] The connect-button failed to render: boom')
  const errors = events.filter((event) => event.event === 'ERROR')
  expect(errors).toHaveLength(1)
  expect(errors[0]?.properties).toEqual({ message: 'boom', source: 'connect-button' })
})

it('Retry mounts the surface again once it no longer throws', () => {
  fault.value = new Error('boom')
  renderInHost()
  fault.value = undefined
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeDefined()
  expect(screen.queryByRole('alert')).toBeNull()
})

it('Retry while it still throws shows the fallback again and reports again', () => {
  fault.value = new Error('boom')
  renderInHost()
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined()
  expect(events.filter((event) => event.event === 'ERROR')).toHaveLength(2)
})

it('a hostile thrown value reaches the event as plain text: invisible characters removed, at most 200 characters, never a throw', () => {
  fault.value = new Error(`\u202eevil\u200b${'x'.repeat(300)}`)
  renderInHost()
  expect(events.at(-1)?.properties.message).toBe(`evil${'x'.repeat(196)}`)
  cleanup()
  fault.value = {
    get message() {
      throw new Error('gotcha')
    },
    toString() {
      throw new Error('gotcha')
    },
  }
  renderInHost()
  expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
  expect(events.at(-1)?.properties).toEqual({ message: 'Unknown error', source: 'connect-button' })
})

it('ConnectButton is contained: an account a hostile wallet made unrenderable shows the fallback', () => {
  render(
    <LatchProvider client={latch}>
      <h1>Host app</h1>
      <ConnectButton />
    </LatchProvider>,
  )
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeDefined()
  const chain = latch.stores.chain.getState()
  const eip155 = chain.chains.eip155
  if (!eip155) throw new Error('no eip155 chain state')
  // A non-string address: truncateAddress throws while the button renders.
  act(() =>
    latch.stores.chain.setState({
      chains: {
        ...chain.chains,
        eip155: { ...eip155, accountState: { ...eip155.accountState, address: 42 as never } },
      },
    }),
  )
  expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
  expect(screen.getByRole('heading', { name: 'Host app' })).toBeDefined()
  expect(events.find((event) => event.event === 'ERROR')?.properties.source).toBe('connect-button')
})

it('a view that throws keeps the dialog and its header; Close still closes', async () => {
  render(
    <LatchProvider client={latch}>
      <h1>Host app</h1>
      <LatchModal />
    </LatchProvider>,
  )
  // A connector whose wallet-supplied name is not text: the Connect view cannot render it.
  latch.stores.connectors.setState({
    connectors: [
      {
        id: 'io.evil',
        type: 'ANNOUNCED',
        name: { hostile: true } as never,
        chain: 'eip155',
        installed: true,
      },
    ],
  })
  await act(() => latch.open({ view: 'Connect' }))
  // The modal's chunk arrives after the open.
  const host = await waitFor(() => {
    const found = document.querySelector('latch-modal')
    if (!found?.shadowRoot) throw new Error('no modal yet')
    return found
  })
  const modal = within(host.shadowRoot as unknown as HTMLElement)
  const dialog = await waitFor(() => modal.getByRole('dialog', { name: 'Connect Wallet' }))
  expect(within(dialog).getByRole('alert').textContent).toBe('Something went wrong')
  expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeDefined()
  expect(events.find((event) => event.event === 'ERROR')?.properties.source).toBe('modal-view')
  expect(screen.getByRole('heading', { name: 'Host app' })).toBeDefined()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(latch.isOpen()).toBe(false)
})
