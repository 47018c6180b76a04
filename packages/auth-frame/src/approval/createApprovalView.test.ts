// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import { buttonNamed, trustedClick } from '../testing/userEvents.js'
import type { PendingApproval } from './createApprovalQueue.js'
import {
  APPROVE_DELAY_MS,
  type ApprovalExplanation,
  createApprovalView,
} from './createApprovalView.js'
import type { RequestDescription } from './describeRequest.js'
import type { TransactionPreview } from './loadTransactionPreview.js'
import type { Visibility } from './watchVisibility.js'

const pending = {} as PendingApproval

const sendDescription: RequestDescription = {
  summary: 'Send 0.1 ETH to 0x7099…79C8',
  details: [{ label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
}
const sendPreview: TransactionPreview = {
  fee: '0.000042 ETH',
  simulation: { status: 'success', balanceChanges: ['−0.1 ETH'] },
}

/** A promise settled by hand. */
function deferred<value>() {
  let resolve: (value: value) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<value>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function setup(
  options: { visible?: boolean | Visibility; explanation?: Partial<ApprovalExplanation> } = {},
) {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  let setVisible: (visibility: Visibility) => void = () => {}
  const watched: Element[] = []
  const view = createApprovalView({
    root,
    explain: () => ({
      network: 'Anvil (chain 31337)',
      description: Promise.resolve(sendDescription),
      preview: Promise.resolve(sendPreview),
      ...options.explanation,
    }),
    watchVisibility: (elements, onChange) => {
      watched.push(...elements)
      setVisible = onChange
      const visible = options.visible ?? true
      onChange(visible === true ? 'visible' : visible === false ? 'covered' : visible)
      return () => {}
    },
  })
  const actions = { approve: vi.fn(async () => {}), reject: vi.fn() }
  view.show(pending, actions)
  const button = (name: string) => buttonNamed(root, name)
  return {
    root,
    view,
    actions,
    button,
    trustedClick,
    watched,
    setVisible: (visible: boolean | Visibility) =>
      setVisible(visible === true ? 'visible' : visible === false ? 'covered' : visible),
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
    expect(root.querySelector('.approval-network')?.textContent).toBe('Anvil (chain 31337)')
    expect(root.querySelector('h1')?.textContent).toBe('Send 0.1 ETH to 0x7099…79C8')
    expect(root.querySelector('.approval-changes')?.textContent).toBe('−0.1 ETH')
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

  test('the whole approval section is watched, down to the end of what it says, not only the buttons', () => {
    const { watched, root } = setup()
    expect(watched).toContain(root.querySelector('section.approval'))
    expect(watched).toContain(root.querySelector('.approval-actions'))
    expect(watched).toContain(root.querySelector('.approval-end'))
  })

  test('Reject then Approve, whatever the direction of the text (a host may pick Hebrew)', async () => {
    const { root } = setup()
    await vi.advanceTimersByTimeAsync(0)
    const actions = root.querySelector('.approval-actions') as HTMLElement
    expect(actions.dir).toBe('ltr')
    expect([...actions.querySelectorAll('button')].map((node) => node.textContent)).toEqual([
      'Reject',
      'Approve',
    ])
    // What the request says comes before its end, which comes before the buttons.
    const order = [...(root.querySelector('section.approval')?.children ?? [])].map(
      (node) => node.className,
    )
    expect(order.indexOf('approval-details')).toBeLessThan(
      order.indexOf('approval-footer approval-end'),
    )
  })

  test('a frame under 280×240 keeps Approve disabled and asks for a larger window', async () => {
    const { button, root, setVisible } = setup({ visible: 'too-small' })
    const note = () => root.querySelector('.approval-size') as HTMLElement
    await vi.advanceTimersByTimeAsync(5 * APPROVE_DELAY_MS)
    expect(button('Approve').disabled).toBe(true)
    expect(note().hidden).toBe(false)
    expect(note().textContent).toBe('Make this window larger to approve')
    setVisible(true)
    expect(note().hidden).toBe(true)
    await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS)
    expect(button('Approve').disabled).toBe(false)
  })

  test('Approve waits for the description and the preview, and restarts its delay then', async () => {
    const description = deferred<RequestDescription>()
    const preview = deferred<TransactionPreview>()
    const { button, root } = setup({
      explanation: { description: description.promise, preview: preview.promise },
    })
    await vi.advanceTimersByTimeAsync(5 * APPROVE_DELAY_MS)
    expect(button('Approve').disabled).toBe(true)
    description.resolve(sendDescription)
    await vi.advanceTimersByTimeAsync(5 * APPROVE_DELAY_MS)
    expect(button('Approve').disabled).toBe(true)
    preview.reject(new Error('offline'))
    await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS - 1)
    expect(button('Approve').disabled).toBe(true)
    expect(root.querySelector('.approval-fee')?.textContent).toBe('Network fee: unknown')
    await vi.advanceTimersByTimeAsync(1)
    expect(button('Approve').disabled).toBe(false)
  })

  test('an unknown fee still allows approving', async () => {
    const { button, root } = setup({
      explanation: {
        preview: Promise.resolve({ fee: undefined, simulation: { status: 'unavailable' } }),
      },
    })
    await vi.advanceTimersByTimeAsync(APPROVE_DELAY_MS)
    expect(root.querySelector('.approval-fee')?.textContent).toBe('Network fee: unknown')
    expect(button('Approve').disabled).toBe(false)
  })

  test('an RPC on another chain: an alert, and Approve stays disabled', async () => {
    const { button, root } = setup({
      explanation: { preview: Promise.resolve({ wrongChain: 31337 }) },
    })
    await vi.advanceTimersByTimeAsync(5 * APPROVE_DELAY_MS)
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      "The network's RPC does not match chain 31337",
    )
    expect(root.querySelector('.approval-changes')).toBeNull()
    expect(button('Approve').disabled).toBe(true)
  })

  test('a permit warning and typed-data fields are shown as text', async () => {
    const { root } = setup({
      explanation: {
        preview: undefined,
        description: Promise.resolve({
          summary: 'Sign typed data',
          details: [{ label: 'Type', value: 'Permit' }],
          fields: ['spender: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'value: <b>1</b>'],
          warning:
            'This signature lets 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 spend your tokens',
        }),
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      'This signature lets 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 spend your tokens',
    )
    const fields = [...root.querySelectorAll('.approval-fields li')]
    expect(fields.map((field) => field.textContent)).toEqual([
      'spender: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'value: <b>1</b>',
    ])
    expect(root.querySelector('.approval-fields b')).toBeNull()
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

describe('createApprovalView: the locale', () => {
  test('a locale sent while an approval is shown waits until it is settled: no mirrored buttons', async () => {
    const root = document.createElement('main')
    document.body.replaceChildren(root)
    const page = document.createElement('html')
    const texts = createFrameTexts({ languages: () => [], root: page })
    const view = createApprovalView({
      root,
      texts,
      explain: () => ({
        network: 'Anvil (chain 31337)',
        description: Promise.resolve(sendDescription),
        preview: undefined,
      }),
      watchVisibility: (_, onChange) => {
        onChange('visible')
        return () => {}
      },
    })
    view.show(pending, { approve: vi.fn(async () => {}), reject: vi.fn() })
    await texts.setLocale('he')
    expect(page.dir).toBe('')
    expect([...root.querySelectorAll('button')].map((node) => node.textContent)).toEqual([
      'Reject',
      'Approve',
    ])
    view.hide()
    expect(texts.locale).toBe('he')
    expect(page.dir).toBe('rtl')
  })
})
