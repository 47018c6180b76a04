// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { APPROVE_DELAY_MS } from '../approval/createApprovalView.js'
import { buttonNamed, trustedClick } from '../testing/userEvents.js'
import { NO_REQUEST_AFTER_MS, startApprovalWindow } from './startApprovalWindow.js'

const ORIGIN = 'http://auth.test'
const ID = 'ab'.repeat(16)

function setup(options: { opener?: boolean } = {}) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const sent: unknown[] = []
  const opener = {
    closed: false,
    postMessage: vi.fn((message: unknown, targetOrigin: string) => {
      expect(targetOrigin).toBe(ORIGIN)
      sent.push(message)
    }),
  }
  const listeners = new Set<(event: MessageEvent) => void>()
  const page = {
    location: { origin: ORIGIN },
    document,
    opener: options.opener === false ? null : opener,
    close: vi.fn(),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window
  const stop = startApprovalWindow({
    window: page,
    root,
    watchVisibility: (_elements, onChange) => {
      onChange('visible')
      return () => {}
    },
  })
  const deliver = (data: unknown, source: unknown = opener, origin = ORIGIN) => {
    for (const listener of listeners) listener({ data, source, origin } as MessageEvent)
  }
  const button = (name: string) => buttonNamed(root, name)
  return { root, page, opener, sent, deliver, button, trustedClick, stop }
}

const show = {
  latch: 'latch-approval',
  type: 'show',
  id: ID,
  requestedBy: 'http://host.test',
  network: 'Anvil (chain 31337)',
  locale: 'en',
  theme: 'dark',
  hasPreview: true,
}
const description = {
  latch: 'latch-approval',
  type: 'description',
  id: ID,
  description: { summary: 'Send 99 ETH to 0x5c47…801A', details: [] },
}
const preview = {
  latch: 'latch-approval',
  type: 'preview',
  id: ID,
  preview: { fee: '0.00002 ETH', simulation: { status: 'success', balanceChanges: ['−99 ETH'] } },
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('says ready to its opener, shows what the frame sends, and sends back Approve', async () => {
  const { root, sent, deliver, button, trustedClick, page } = setup()
  expect(sent).toEqual([{ latch: 'latch-approval', type: 'ready' }])
  deliver(show)
  deliver(description)
  deliver(preview)
  await vi.advanceTimersByTimeAsync(0)
  expect(root.textContent).toContain('Requested by http://host.test')
  expect(root.textContent).toContain('Send 99 ETH to 0x5c47…801A')
  expect(root.textContent).toContain('−99 ETH')
  expect(document.documentElement.dataset.theme).toBe('dark')
  expect(page.document.title).toBe('Approve a request')
  // The clickjacking guard still holds in the window: 500 ms fully visible first.
  expect(button('Approve').disabled).toBe(true)
  await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS)
  expect(button('Approve').disabled).toBe(false)
  trustedClick(button('Approve'))
  expect(sent[1]).toEqual({ latch: 'latch-approval', type: 'decision', id: ID, approve: true })
  expect(page.close).not.toHaveBeenCalled()
})

test('Reject sends the decision and closes the window', async () => {
  const { sent, deliver, button, trustedClick, page } = setup()
  deliver(show)
  await vi.advanceTimersByTimeAsync(0)
  trustedClick(button('Reject'))
  expect(sent[1]).toEqual({ latch: 'latch-approval', type: 'decision', id: ID, approve: false })
  expect(page.close).toHaveBeenCalled()
})

test('reads only its opener at its own origin: another window cannot put a request on screen', async () => {
  const { root, deliver } = setup()
  deliver(show, window, ORIGIN)
  deliver(show, undefined, 'http://host.test')
  deliver({ ...show, network: 1 })
  await vi.advanceTimersByTimeAsync(0)
  expect(root.querySelector('button')).toBeNull()
})

test('Approve stays disabled until the words and the preview arrived; a failed read keeps it so', async () => {
  const { root, deliver, button } = setup()
  deliver(show)
  deliver({ latch: 'latch-approval', type: 'description', id: ID, failed: true })
  deliver(preview)
  await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS * 2)
  expect(root.textContent).toContain('This request could not be read.')
  expect(button('Approve').disabled).toBe(true)
})

test('opened without a frame, it says it has no request; it closes when its frame goes away', async () => {
  const lone = setup({ opener: false })
  await vi.advanceTimersByTimeAsync(NO_REQUEST_AFTER_MS)
  expect(lone.root.querySelector('[role="alert"]')?.textContent).toBe(
    'This window has no request to show. Close it and try again from the page.',
  )
  lone.stop()
  const opened = setup()
  opened.opener.closed = true
  await vi.advanceTimersByTimeAsync(1_000)
  expect(opened.page.close).toHaveBeenCalled()
  opened.stop()
})

test('words the window cannot read say so, and Approve stays disabled (never an endless Loading)', async () => {
  const { root, deliver, button } = setup()
  deliver(show)
  deliver({ ...description, description: { summary: 'x'.repeat(5_000), details: [] } })
  deliver(preview)
  await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS * 2)
  expect(root.textContent).toContain('This request could not be read.')
  expect(button('Approve').disabled).toBe(true)
})
