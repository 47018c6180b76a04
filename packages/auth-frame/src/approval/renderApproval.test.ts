// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { englishWords } from '../i18n/createFrameTexts.js'
import type { RequestDescription } from './describeRequest.js'
import type { TransactionPreview } from './loadTransactionPreview.js'
import { buildApproval } from './renderApproval.js'

const { t } = englishWords

/** Renders an approval and waits until its words and preview are on screen. */
async function render(description: RequestDescription, preview: TransactionPreview) {
  let previewed: boolean | undefined
  const { section } = buildApproval(
    {
      network: 'Anvil (chain 31337)',
      description: Promise.resolve(description),
      preview: Promise.resolve(preview),
    },
    t,
    { described() {}, previewed: (allowed) => (previewed = allowed) },
    () => true,
  )
  document.body.replaceChildren(section)
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { section, previewed }
}

/** Regions (`section` with an accessible name) by name. */
const region = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('section')].find((node) => node.getAttribute('aria-label') === name)
const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((node) => node.textContent)

const batch: RequestDescription = {
  summary: 'Send a batch of 2 calls',
  details: [{ label: 'Note', value: 'These calls run together: all of them or none.' }],
  upgrade: 'Upgrade this account to a smart account',
  calls: [
    {
      title: 'Call 1 of 2',
      summary: 'Approve unlimited LTT for 0x3C44…93BC',
      details: [{ label: 'Spender', value: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }],
      warning: 'This lets 0x3C44… spend all of this token you hold, now and later',
    },
    {
      title: 'Call 2 of 2',
      summary: '<img src=x onerror=alert(1)>',
      details: [{ label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
    },
  ],
}
const success: TransactionPreview = {
  fee: t('approval.feeSponsored'),
  simulation: { status: 'success', balanceChanges: ['−25 LTT'] },
}

describe('buildApproval: a batch', () => {
  test('each call is a region named “Call n of m”, with its heading, words and facts', async () => {
    const { section } = await render(batch, success)
    const first = region(section, 'Call 1 of 2')
    const second = region(section, 'Call 2 of 2')
    expect(first).toBeDefined()
    expect(second).toBeDefined()
    expect(texts(first as HTMLElement, 'h2')).toEqual(['Call 1 of 2'])
    expect(texts(first as HTMLElement, '.approval-call-summary')).toEqual([
      'Approve unlimited LTT for 0x3C44…93BC',
    ])
    expect(texts(first as HTMLElement, 'dt')).toEqual(['Spender'])
    // The unlimited approval is said out loud inside its call.
    expect(texts(first as HTMLElement, '[role="alert"]')).toEqual([
      'This lets 0x3C44… spend all of this token you hold, now and later',
    ])
    expect(texts(second as HTMLElement, '[role="alert"]')).toEqual([])
    // In order, before the balance changes.
    const order = [...section.children].map((node) => node.getAttribute('aria-label'))
    expect(order.indexOf('Call 1 of 2')).toBeLessThan(order.indexOf('Call 2 of 2'))
    expect(order.indexOf('Call 2 of 2')).toBeLessThan(order.indexOf('Balance changes'))
  })

  test('a dapp’s text is text, never HTML', async () => {
    const { section } = await render(batch, success)
    expect(section.querySelector('img')).toBeNull()
    expect(texts(section, '.approval-call-summary')).toContain('<img src=x onerror=alert(1)>')
  })

  test('the upgrade is its own line; a sponsored fee says so', async () => {
    const { section, previewed } = await render(batch, success)
    expect(texts(section, 'p')).toContain('Upgrade this account to a smart account')
    expect(section.querySelector('h1')?.textContent).toBe('Send a batch of 2 calls')
    const preview = region(section, 'Balance changes') as HTMLElement
    expect(texts(preview, 'li')).toEqual(['−25 LTT'])
    expect(texts(preview, 'p')).toContain('Network fee: Sponsored')
    expect(previewed).toBe(true)
  })

  test('the most a user operation can cost', async () => {
    const { section } = await render(batch, {
      fee: t('approval.feeUpTo', { amount: '0.001 ETH' }),
      simulation: { status: 'success', balanceChanges: [] },
    })
    expect(texts(region(section, 'Balance changes') as HTMLElement, 'p')).toEqual([
      'No balance changes',
      'Network fee: up to 0.001 ETH',
    ])
  })

  test('a batch that reverts in simulation: the “would fail” alert names the call', async () => {
    const { section } = await render(batch, {
      fee: undefined,
      simulation: { status: 'reverted', reason: 'Call 2 of 2: insufficient allowance' },
    })
    expect(texts(region(section, 'Balance changes') as HTMLElement, '[role="alert"]')).toEqual([
      'This transaction would fail: Call 2 of 2: insufficient allowance',
    ])
  })
})
