// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

// The modal's chunk is loaded once per page (module state): each test starts from a fresh module
// graph, as a page that has not loaded it yet.
beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Stands in for the browser's idle callback: runs only when the test says the browser is idle. */
function stubIdle() {
  const idle: { run?: () => void; options?: IdleRequestOptions } = {}
  const cancel = vi.fn()
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
    Object.assign(idle, { run, options })
    return 7
  })
  vi.stubGlobal('cancelIdleCallback', cancel)
  return { idle, cancel }
}

async function renderPage() {
  const { mainnet } = await import('@latch/core')
  const { createLatch } = await import('../createLatch.js')
  const { LatchProvider } = await import('../LatchProvider.js')
  const { ConnectButton } = await import('../components/ConnectButton/ConnectButton.js')
  const loader = await import('./loadModal.js')
  const client = createLatch({ networks: [mainnet] })
  render(
    <LatchProvider client={client}>
      <ConnectButton />
    </LatchProvider>,
  )
  return { client, loader }
}

// The first import of the chunk transforms its modules: slow on a busy machine.
const CHUNK_TIMEOUT = { timeout: 10_000 }

/** The modal's shadow root once its chunk rendered it. */
function modalRoot(): Promise<HTMLElement> {
  return waitFor(() => {
    const root = document.querySelector('body > latch-modal')?.shadowRoot
    if (!root) throw new Error('no modal yet')
    return root as unknown as HTMLElement
  }, CHUNK_TIMEOUT)
}

it('is not in the startup: nothing of the modal until the browser is idle, then its chunk (2 s at most)', async () => {
  const { idle } = stubIdle()
  const { loader } = await renderPage()
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeDefined()
  expect(document.querySelector('latch-modal')).toBeNull()
  expect(loader.getLoadedModal()).toBeUndefined()
  expect(idle.options).toEqual({ timeout: 2000 })
  act(() => idle.run?.())
  await modalRoot()
  expect(loader.getLoadedModal()).toBeDefined()
})

it('without requestIdleCallback, prefetches on the next task', async () => {
  vi.stubGlobal('requestIdleCallback', undefined)
  const { loader } = await renderPage()
  expect(loader.getLoadedModal()).toBeUndefined()
  await modalRoot()
  expect(loader.getLoadedModal()).toBeDefined()
})

it.each([
  ['pointerenter', fireEvent.pointerEnter],
  ['focus', fireEvent.focus],
  ['touchstart', fireEvent.touchStart],
] as const)('the button’s %s starts loading the chunk before the click', async (_, fire) => {
  stubIdle()
  const { loader } = await renderPage()
  fire(screen.getByRole('button', { name: 'Connect Wallet' }))
  await waitFor(() => expect(loader.getLoadedModal()).toBeDefined(), CHUNK_TIMEOUT)
})

it('an open before the chunk arrived is not lost: the dialog shows once it does', async () => {
  const { cancel } = stubIdle()
  const { client, loader } = await renderPage()
  expect(loader.getLoadedModal()).toBeUndefined()
  await act(() => client.open())
  // The open loads the chunk at once: the idle prefetch is no longer waited for.
  expect(cancel).toHaveBeenCalledWith(7)
  const root = await modalRoot()
  // Without adapters, open() shows WalletConnect's view.
  const dialog = await waitFor(() => within(root).getByRole('dialog', { name: 'WalletConnect' }))
  expect((dialog as HTMLDialogElement).open).toBe(true)
})

it('a toast shown before the chunk arrived shows, the modal closed', async () => {
  stubIdle()
  const { client } = await renderPage()
  const { asInternalClient } = await import('@latch/core/internal')
  act(() =>
    asInternalClient(client).showToast({
      message: { key: 'toast.linkCopied' },
      variant: 'success',
    }),
  )
  const root = await modalRoot()
  await waitFor(() => expect(within(root).getByRole('status').textContent).toBe('Link copied'))
  expect(client.isOpen()).toBe(false)
})

it('a chunk that fails to load is logged, the modal closed, and tried again on the next open', async () => {
  stubIdle()
  vi.doMock('./ModalHost.js', () => {
    throw new Error('chunk not found')
  })
  const { client } = await renderPage()
  const { asInternalClient } = await import('@latch/core/internal')
  const warn = vi.spyOn(asInternalClient(client).logger, 'warn').mockImplementation(() => undefined)
  await act(() => client.open())
  await waitFor(() => expect(client.isOpen()).toBe(false))
  expect(warn).toHaveBeenCalledWith('The modal did not load', expect.any(Error))
  vi.doUnmock('./ModalHost.js')
  await act(() => client.open())
  const root = await modalRoot()
  await waitFor(() => within(root).getByRole('dialog', { name: 'WalletConnect' }))
})
