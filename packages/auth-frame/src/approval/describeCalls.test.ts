// @vitest-environment happy-dom
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import type { Call, SendPlan } from '../rpc/parseUnsafeRequest.js'
import { SIMPLE_7702_ACCOUNT } from '../smartAccount/contracts.js'
import { describeCalls, withPlan } from './describeCalls.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const smart = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const native = { symbol: 'ETH', chainId: 31337 }
const ltt = { symbol: 'LTT', decimals: 18 }

const approveAll: Call = {
  to: token,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
}
const transfer: Call = {
  to: token,
  value: 0n,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, parseUnits('25', 18)],
  }),
}
const send: Call = { to: recipient, value: parseEther('0.1'), data: undefined }
const userOperation = (fields: Partial<Extract<SendPlan, { via: 'userOperation' }>> = {}) =>
  ({
    via: 'userOperation',
    sender: smart,
    upgrade: false,
    sponsored: false,
    maxFee: parseEther('0.001'),
    ...fields,
  }) as const

describe('describeCalls', () => {
  test('each call as a transaction is described, numbered, its dangers kept with it', () => {
    const description = describeCalls([approveAll, transfer, send], {
      native,
      tokens: [ltt, ltt, undefined],
      plan: { via: 'transaction' },
    })
    expect(description.summary).toBe('Send a batch of 3 calls')
    expect(description.calls).toEqual([
      {
        title: 'Call 1 of 3',
        summary: 'Approve unlimited LTT for 0x3C44…93BC',
        details: [
          { label: 'Spender', value: spender },
          { label: 'Token', value: token },
        ],
        warning: `This lets ${spender} spend all of this token you hold, now and later`,
      },
      {
        title: 'Call 2 of 3',
        summary: 'Send 25 LTT to 0x7099…79C8',
        details: [
          { label: 'To', value: recipient },
          { label: 'Token', value: token },
        ],
      },
      {
        title: 'Call 3 of 3',
        summary: 'Send 0.1 ETH to 0x7099…79C8',
        details: [
          { label: 'To', value: recipient },
          { label: 'Value', value: '0.1 ETH (native currency of chain 31337)' },
        ],
      },
    ])
    // Sent one by one as transactions: what runs before a failing call stays done.
    expect(description.details).toEqual([
      {
        label: 'Note',
        value: 'These calls are sent one by one: if one fails, the ones before it still happen.',
      },
    ])
    expect(description.upgrade).toBeUndefined()
  })

  test('a user operation: all or none, from the smart account; no trusted RPC is said once', () => {
    const description = describeCalls([transfer], {
      native,
      plan: userOperation(),
      trusted: false,
    })
    expect(description.calls?.[0]?.title).toBe('Call 1 of 1')
    expect(description.summary).toBe(description.calls?.[0]?.summary)
    // Without the token's decimals: raw units and the note, as for a transaction.
    expect(description.calls?.[0]?.summary).toBe(
      'Send 25000000000000000000 units of token 0x5FbD…0aa3 to 0x7099…79C8',
    )
    expect(description.details).toEqual([
      { label: 'From', value: `Smart account ${smart}` },
      { label: 'Note', value: 'These calls run together: all of them or none.' },
      {
        label: 'Note',
        value: 'Balance changes could not be checked: no trusted RPC is set up for chain 31337',
      },
    ])
  })

  test('the account’s upgrade (EIP-7702) is its own line, with the delegate’s address', () => {
    const description = describeCalls([send], { native, plan: userOperation({ upgrade: true }) })
    expect(description.upgrade).toBe('Upgrade this account to a smart account')
    expect(description.details).toContainEqual({
      label: 'Delegated to (EIP-7702)',
      value: `Simple7702Account ${SIMPLE_7702_ACCOUNT}`,
    })
  })

  test('in the frame’s locale, numbers in its digits', async () => {
    const words = createFrameTexts({ languages: () => [], root: document.createElement('html') })
    await words.setLocale('ar')
    const description = describeCalls([send, send], { native, words })
    expect(description.calls?.[1]?.title).toBe(
      words.t('approval.callHeading', {
        index: new Intl.NumberFormat('ar').format(2),
        total: new Intl.NumberFormat('ar').format(2),
      }),
    )
    expect(description.calls?.[1]?.title).not.toContain('Call')
  })
})

describe('withPlan', () => {
  const words = { summary: 'Send 0.1 ETH to 0x7099…79C8', details: [] }

  test('a plain transaction’s plan adds nothing', () => {
    expect(withPlan(words, { via: 'transaction' })).toEqual(words)
    expect(withPlan(words, undefined)).toEqual(words)
  })

  test('a user operation names the smart account that sends, and an upgrade', () => {
    expect(withPlan(words, userOperation({ upgrade: true }))).toEqual({
      summary: 'Send 0.1 ETH to 0x7099…79C8',
      details: [
        { label: 'From', value: `Smart account ${smart}` },
        { label: 'Delegated to (EIP-7702)', value: `Simple7702Account ${SIMPLE_7702_ACCOUNT}` },
      ],
      upgrade: 'Upgrade this account to a smart account',
    })
  })
})
