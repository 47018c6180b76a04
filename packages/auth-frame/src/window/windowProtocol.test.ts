import { expect, test } from 'vitest'
import { approvalWindowFeatures, frameToWindowSchema } from './windowProtocol.js'

const screen = { availLeft: 0, availTop: 0, availWidth: 1440, availHeight: 900 }

test('the window opens beside the pointer: to its left, else to its right, kept on screen', () => {
  expect(approvalWindowFeatures({ screenX: 1000, screenY: 450 }, screen)).toBe(
    'popup,width=440,height=680,left=512,top=110',
  )
  expect(approvalWindowFeatures({ screenX: 200, screenY: 10 }, screen)).toBe(
    'popup,width=440,height=680,left=248,top=0',
  )
  expect(approvalWindowFeatures({ screenX: 200, screenY: 890 }, screen)).toBe(
    'popup,width=440,height=680,left=248,top=220',
  )
  // A second screen to the left (negative coordinates) counts from its own edge.
  expect(
    approvalWindowFeatures(
      { screenX: -400, screenY: 300 },
      { availLeft: -1280, availTop: 0, availWidth: 1280, availHeight: 1024 },
    ),
  ).toBe('popup,width=440,height=680,left=-888,top=0')
})

test('no room on either side, or no pointer: the browser places it', () => {
  const narrow = { availWidth: 800, availHeight: 900 }
  expect(approvalWindowFeatures({ screenX: 400, screenY: 450 }, narrow)).toBe(
    'popup,width=440,height=680',
  )
  expect(approvalWindowFeatures(undefined, screen)).toBe('popup,width=440,height=680')
})

test('what the window reads of the frame is bounded and typed', () => {
  const id = 'ab'.repeat(16)
  const description = (value: unknown) =>
    frameToWindowSchema.safeParse({
      latch: 'latch-approval',
      type: 'description',
      id,
      description: value,
    }).success
  expect(description({ summary: 'Sign typed data', details: [], fields: ['a: 1'] })).toBe(true)
  expect(description({ summary: 'x'.repeat(5_000), details: [] })).toBe(false)
  expect(description({ summary: 'Sign', details: [], fields: [1] })).toBe(false)
  expect(
    frameToWindowSchema.safeParse({ latch: 'latch-approval', type: 'show', id: 'nope' }).success,
  ).toBe(false)
})

test('a batch’s calls and an account upgrade reach the window (issue 31), bounded', () => {
  const description = {
    summary: 'Send a batch of 2 calls',
    details: [],
    upgrade: 'Upgrade this account to a smart account',
    calls: [
      { title: 'Call 1 of 2', summary: 'Send 1 ETH to 0x7099…79C8', details: [] },
      { title: 'Call 2 of 2', summary: 'Approve unlimited LTT', details: [], warning: 'Danger' },
    ],
  }
  const message = { latch: 'latch-approval', type: 'description', id: 'a'.repeat(32) }
  const parsed = frameToWindowSchema.parse({ ...message, description })
  expect(parsed).toEqual({ ...message, description })
  const tooLong = { ...description, calls: [{ title: 'x'.repeat(201), summary: '', details: [] }] }
  expect(frameToWindowSchema.safeParse({ ...message, description: tooLong }).success).toBe(false)
})
