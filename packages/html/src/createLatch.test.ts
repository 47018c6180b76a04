// @vitest-environment happy-dom

import { createEvmAdapter } from '@latch/adapter-evm'
import { InvalidOptionError, type LatchPublicState } from '@latch/core'
import { getByRole, waitFor } from '@testing-library/dom'
import { afterEach, expect, it } from 'vitest'
import { createLatch } from './createLatch.js'
import { anvil, anvil2 } from './testing/localNetworks.js'

/** The modal's shadow root (`<latch-modal>` on `document.body`), once mounted. */
async function modalRoot(): Promise<HTMLElement> {
  const host = await waitFor(() => {
    const found = document.body.querySelector('latch-modal')
    if (!found?.shadowRoot) throw new Error('no <latch-modal> yet')
    return found
  })
  return host.shadowRoot as unknown as HTMLElement
}

afterEach(() => {
  document.body.replaceChildren()
})

it('throws InvalidOptionError for invalid options, as @latch/react does', () => {
  expect(() => createLatch({ networks: [] })).toThrow(InvalidOptionError)
  expect(() => createLatch({ networks: [] })).toThrow(
    'Invalid option `networks`: must be a non-empty array of networks',
  )
})

it('mounts the modal on document.body; open() opens it and subscribeState reports it', async () => {
  const latch = createLatch({ networks: [anvil, anvil2], adapters: [createEvmAdapter()] })
  const root = await modalRoot()
  expect(document.body.querySelectorAll('latch-modal')).toHaveLength(1)
  const states: LatchPublicState[] = []
  const unsubscribe = latch.subscribeState((state) => states.push(state))

  await latch.open()
  expect(latch.getState().open).toBe(true)
  expect(states.at(-1)?.open).toBe(true)
  const dialog = await waitFor(() => getByRole(root, 'dialog', { name: 'Connect Wallet' }))
  expect(dialog).toBeTruthy()

  // The modal's own buttons work: React listens on the portal's shadow root.
  getByRole(root, 'button', { name: 'Close' }).click()
  await waitFor(() => expect(latch.getState().open).toBe(false))
  expect(states.at(-1)?.open).toBe(false)
  unsubscribe()
  latch.destroy()
})

it('a second createLatch destroys the first client: one <latch-modal> on the page', async () => {
  const first = createLatch({ networks: [anvil], adapters: [createEvmAdapter()] })
  const second = createLatch({ networks: [anvil2], adapters: [createEvmAdapter()] })
  await modalRoot()
  expect(document.body.querySelectorAll('latch-modal')).toHaveLength(1)
  await second.open()
  const root = await modalRoot()
  await waitFor(() => getByRole(root, 'dialog', { name: 'Connect Wallet' }))
  // The first one's listeners are gone: opening it no longer shows anything.
  await first.open()
  expect(document.body.querySelectorAll('latch-modal')).toHaveLength(1)
  second.destroy()
})

it('destroy() removes the modal and empties the elements', async () => {
  const button = document.createElement('latch-connect-button')
  document.body.append(button)
  const latch = createLatch({ networks: [anvil], adapters: [createEvmAdapter()] })
  await modalRoot()
  const shadow = button.shadowRoot as unknown as HTMLElement
  await waitFor(() => getByRole(shadow, 'button', { name: 'Connect Wallet' }))
  latch.destroy()
  await waitFor(() => expect(document.body.querySelector('latch-modal')).toBeNull())
  await waitFor(() => expect(shadow.querySelector('button')).toBeNull())
})

it('the client has subscribeNetwork and subscribeAccount, which stop on unsubscribe', async () => {
  const latch = createLatch({ networks: [anvil, anvil2], adapters: [createEvmAdapter()] })
  const networks: (string | undefined)[] = []
  const accounts: unknown[] = []
  const unsubscribeNetwork = latch.subscribeNetwork((network) =>
    networks.push(network?.caipNetworkId),
  )
  const unsubscribeAccount = latch.subscribeAccount((account) => accounts.push(account))
  await latch.switchNetwork(anvil2)
  expect(networks).toEqual(['eip155:31338'])
  unsubscribeNetwork()
  unsubscribeAccount()
  await latch.switchNetwork(anvil)
  expect(networks).toEqual(['eip155:31338'])
  expect(accounts).toEqual([])
  latch.destroy()
})
