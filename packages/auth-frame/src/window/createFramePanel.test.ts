// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { PendingApproval } from '../approval/createApprovalQueue.js'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import { buttonNamed, trusted, trustedClick } from '../testing/userEvents.js'
import { createFramePanel } from './createFramePanel.js'
import { WINDOW_CLOSED_POLL_MS } from './openApprovalWindow.js'
import { APPROVAL_WINDOW_PATH } from './windowProtocol.js'

const ORIGIN = 'http://auth.test'

/** A window the frame opened: records what it was sent; `closed` flips with `close()`. */
function fakePopup() {
  const sent: unknown[] = []
  const popup = {
    closed: false,
    sent,
    postMessage: vi.fn((message: unknown, targetOrigin: string) => {
      expect(targetOrigin).toBe(ORIGIN)
      sent.push(message)
    }),
    focus: vi.fn(),
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  return popup
}

function setup(options: { blocked?: boolean } = {}) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const popup = fakePopup()
  const listeners = new Set<(event: MessageEvent) => void>()
  const pageHide = new Set<() => void>()
  const open = vi.fn(() => (options.blocked ? null : popup))
  const frame = {
    screen: { availLeft: 0, availTop: 0, availWidth: 1920, availHeight: 1080 },
    location: { origin: ORIGIN },
    document,
    open,
    addEventListener: (type: string, listener: (event: MessageEvent) => void) =>
      type === 'pagehide' ? pageHide.add(listener as () => void) : listeners.add(listener),
    removeEventListener: (type: string, listener: (event: MessageEvent) => void) =>
      type === 'pagehide' ? pageHide.delete(listener as () => void) : listeners.delete(listener),
  } as unknown as Window
  const panel = createFramePanel({
    root,
    texts: createFrameTexts(),
    requestedBy: 'http://host.test',
    window: frame,
    explain: () => ({
      network: 'Anvil (chain 31337)',
      description: Promise.resolve({
        summary: 'Send 99 ETH to 0x5c47…801A',
        details: [{ label: 'To', value: '0x5c4789f0000000000000000000000000000801A' }],
      }),
      preview: undefined,
    }),
  })
  const actions = { approve: vi.fn(async () => {}), reject: vi.fn() }
  panel.show({} as PendingApproval, actions)
  const button = (name: string) => buttonNamed(root, name)
  /** A message as the browser delivers it, from `source` at `origin`. */
  const deliver = (data: unknown, source: unknown = popup, origin = ORIGIN) => {
    for (const listener of listeners) listener({ data, source, origin } as MessageEvent)
  }
  const hidePage = () => {
    for (const listener of pageHide) listener()
  }
  return { root, panel, popup, open, actions, button, trustedClick, deliver, listeners, hidePage }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('the frame has no Approve button: nothing clicked in the host page signs', async () => {
  const { root, button, trustedClick, actions } = setup()
  await vi.advanceTimersByTimeAsync(0)
  expect(root.textContent).toContain('Send 99 ETH to 0x5c47…801A')
  expect(button('Approve')).toBeUndefined()
  expect(root.textContent).toContain(
    `For your safety, you approve this request in a separate window from ${ORIGIN}.`,
  )
  trustedClick(button('Review in secure window'))
  await vi.advanceTimersByTimeAsync(0)
  expect(actions.approve).not.toHaveBeenCalled()
})

test('"Review in secure window" opens the approval window at the frame origin, on trusted clicks only', async () => {
  const { open, button, trustedClick, root } = setup()
  button('Review in secure window').click()
  expect(open).not.toHaveBeenCalled()
  trustedClick(button('Review in secure window'))
  expect(open).toHaveBeenCalledWith(
    `${ORIGIN}${APPROVAL_WINDOW_PATH}`,
    '_blank',
    // A keyboard-like click (detail 0) has no place on the screen: the browser places it.
    'popup,width=440,height=680',
  )
  expect(root.querySelector('[role="status"]')?.textContent).toBe(
    'Waiting for your decision in the secure window',
  )
  // A second click brings the open window to the front instead of opening another.
  trustedClick(button('Review in secure window'))
  expect(open).toHaveBeenCalledTimes(1)
})

test('once the window is ready it is sent the request, its words and the host origin', async () => {
  const { popup, button, trustedClick, deliver } = setup()
  trustedClick(button('Review in secure window'))
  deliver({ latch: 'latch-approval', type: 'ready' })
  await vi.advanceTimersByTimeAsync(0)
  expect(popup.sent[0]).toMatchObject({
    type: 'show',
    requestedBy: 'http://host.test',
    network: 'Anvil (chain 31337)',
    locale: 'en',
    theme: 'light',
    hasPreview: false,
  })
  expect(popup.sent[1]).toMatchObject({
    type: 'description',
    description: { summary: 'Send 99 ETH to 0x5c47…801A' },
  })
})

test('only the window it opened, at its own origin, decides; the decision counts once', async () => {
  const { popup, button, trustedClick, deliver, actions } = setup()
  trustedClick(button('Review in secure window'))
  deliver({ latch: 'latch-approval', type: 'ready' })
  await vi.advanceTimersByTimeAsync(0)
  const id = (popup.sent[0] as { id: string }).id
  const decision = { latch: 'latch-approval', type: 'decision', id, approve: true }
  deliver(decision, window.parent, ORIGIN) // the host page's window
  deliver(decision, popup, 'http://host.test') // another origin
  deliver({ ...decision, id: '0'.repeat(32) }) // another request
  deliver({ ...decision, approve: 'yes' }) // not the protocol
  expect(actions.approve).not.toHaveBeenCalled()
  deliver(decision)
  deliver({ ...decision, approve: false })
  expect(actions.approve).toHaveBeenCalledTimes(1)
  expect(actions.reject).not.toHaveBeenCalled()
})

test('Reject in the window rejects; closing the window without a decision rejects', async () => {
  const first = setup()
  first.trustedClick(first.button('Review in secure window'))
  first.deliver({ latch: 'latch-approval', type: 'ready' })
  await vi.advanceTimersByTimeAsync(0)
  const id = (first.popup.sent[0] as { id: string }).id
  first.deliver({ latch: 'latch-approval', type: 'decision', id, approve: false })
  expect(first.actions.reject).toHaveBeenCalledTimes(1)

  const second = setup()
  second.trustedClick(second.button('Review in secure window'))
  second.popup.closed = true
  await vi.advanceTimersByTimeAsync(WINDOW_CLOSED_POLL_MS)
  expect(second.actions.reject).toHaveBeenCalledTimes(1)
  expect(second.listeners.size).toBe(0)
})

test('a blocked window is said, and the user can try again', async () => {
  const { root, button, trustedClick, open } = setup({ blocked: true })
  trustedClick(button('Review in secure window'))
  expect(root.querySelector('[role="alert"]')?.textContent).toBe(
    'The secure window was blocked. Allow pop-ups for this page, then try again.',
  )
  trustedClick(button('Review in secure window'))
  expect(open).toHaveBeenCalledTimes(2)
})

test('settling the request (hide) closes the window and stops listening', async () => {
  const { panel, popup, button, trustedClick, listeners, actions } = setup()
  trustedClick(button('Review in secure window'))
  panel.hide()
  expect(popup.close).toHaveBeenCalled()
  expect(listeners.size).toBe(0)
  await vi.advanceTimersByTimeAsync(WINDOW_CLOSED_POLL_MS * 2)
  expect(actions.reject).not.toHaveBeenCalled()
})

test('Reject in the frame rejects, on trusted clicks only', () => {
  const { button, trustedClick, actions } = setup()
  button('Reject').click()
  expect(actions.reject).not.toHaveBeenCalled()
  trustedClick(button('Reject'))
  expect(actions.reject).toHaveBeenCalledTimes(1)
})

test('a pointer click opens the window beside the pointer, not under it', () => {
  const { open, button } = setup()
  button('Review in secure window').dispatchEvent(
    trusted(new MouseEvent('click', { bubbles: true, detail: 1, screenX: 900, screenY: 500 })),
  )
  expect(open).toHaveBeenCalledWith(
    `${ORIGIN}${APPROVAL_WINDOW_PATH}`,
    '_blank',
    'popup,width=440,height=680,left=412,top=160',
  )
})

test('the frame going away (the host reloads it) closes its window', () => {
  const { popup, button, trustedClick, hidePage, listeners } = setup()
  trustedClick(button('Review in secure window'))
  hidePage()
  expect(popup.close).toHaveBeenCalled()
  expect(listeners.size).toBe(0)
})
