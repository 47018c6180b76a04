// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { PendingApproval } from './createApprovalQueue.js'
import { APPROVE_DELAY_MS, createApprovalView } from './createApprovalView.js'

const pending = {} as PendingApproval

function setup(options: { visible?: boolean } = {}) {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  let setVisible: (visible: boolean) => void = () => {}
  const view = createApprovalView({
    root,
    explain: () => ({
      network: 'Anvil',
      description: Promise.resolve({
        summary: 'Send 0.1 ETH to 0x7099…79C8',
        details: [{ label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
      }),
      preview: Promise.resolve({
        fee: '0.000042 ETH',
        simulation: { status: 'success', balanceChanges: ['−0.100042 ETH'] },
      }),
    }),
    watchVisibility: (_, onChange) => {
      setVisible = onChange
      onChange(options.visible ?? true)
      return () => {}
    },
  })
  const actions = { approve: vi.fn(async () => {}), reject: vi.fn() }
  view.show(pending, actions)
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find(
      (node) => node.textContent === name,
    ) as HTMLButtonElement
  // A real click's event is trusted; happy-dom's dispatched events are not, so one is faked.
  const trustedClick = (node: HTMLElement) => {
    const event = new MouseEvent('click', { bubbles: true })
    Object.defineProperty(event, 'isTrusted', { value: true })
    node.dispatchEvent(event)
  }
  return {
    root,
    view,
    actions,
    button,
    trustedClick,
    setVisible: (visible: boolean) => setVisible(visible),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createApprovalView', () => {
  test('shows what will happen, the balance changes, the fee, and focuses the approval', async () => {
    const { root } = setup()
    await vi.runAllTimersAsync()
    expect(root.hidden).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe('Send 0.1 ETH to 0x7099…79C8')
    expect(root.querySelector('.approval-changes')?.textContent).toBe('−0.100042 ETH')
    expect(root.querySelector('.approval-fee')?.textContent).toBe('Network fee: 0.000042 ETH')
    expect(root.querySelector('dd')?.textContent).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(document.activeElement).toBe(root.querySelector('section.approval'))
  })

  test('Approve is enabled only after 500 ms visible, and only for trusted clicks', async () => {
    const { button, actions, trustedClick, setVisible } = setup()
    const approve = button('Approve')
    expect(approve.disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1)
    expect(approve.disabled).toBe(true)
    setVisible(false)
    setVisible(true)
    await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1)
    expect(approve.disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(approve.disabled).toBe(false)
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(actions.approve).not.toHaveBeenCalled()
    trustedClick(approve)
    expect(actions.approve).toHaveBeenCalledOnce()
    expect(button('Reject').disabled).toBe(true)
  })

  test('Approve stays disabled while covered (Intersection Observer v2)', async () => {
    const { button, actions, trustedClick } = setup({ visible: false })
    await vi.advanceTimersByTimeAsync(5 * APPROVE_DELAY_MS)
    expect(button('Approve').disabled).toBe(true)
    trustedClick(button('Approve'))
    expect(actions.approve).not.toHaveBeenCalled()
  })

  test('Reject acts on a trusted click only; hide empties the page', () => {
    const { button, actions, trustedClick, view, root } = setup()
    button('Reject').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(actions.reject).not.toHaveBeenCalled()
    trustedClick(button('Reject'))
    expect(actions.reject).toHaveBeenCalledOnce()
    view.hide()
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })
})
