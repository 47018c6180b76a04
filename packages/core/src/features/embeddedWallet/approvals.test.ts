// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example"}
import { afterEach, expect, test, vi } from 'vitest'
import { flush, setUpAuthClient } from './authFrameTesting.js'

let destroy = () => {}
afterEach(() => {
  destroy()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function setUp() {
  const set = setUpAuthClient()
  destroy = set.client.destroy
  await set.load()
  const sign = (message: string) =>
    set.provider.request({ method: 'personal_sign', params: [message, '0x1'] })
  /** The id of the `personal_sign` request for `message`. */
  const idOf = (message: string) =>
    set.frame
      .requests()
      .find(
        (request) =>
          request.type === 'request' && (request.params as unknown[] | undefined)?.[0] === message,
      )?.id ?? ''
  return { ...set, sign, idOf }
}

test('two requests waiting: the frame stays shown until the last is answered', async () => {
  const set = await setUp()
  const first = set.sign('0x01')
  const second = set.sign('0x02')
  await flush()
  set.frame.emit('approvalRequired')
  set.frame.emit('approvalRequired')
  // Shown once, not pushed twice.
  expect(set.client.stores.router.getState().history).toEqual(['ApproveTransaction'])
  set.frame.respond(set.idOf('0x01'), { result: '0xaa' })
  expect(await first).toBe('0xaa')
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.client.stores.auth.getState().frameVisible).toBe(true)
  set.frame.respond(set.idOf('0x02'), { error: { code: 4001, message: 'User rejected' } })
  await expect(second).rejects.toMatchObject({ code: 4001 })
  expect(set.client.stores.modal.getState().open).toBe(false)
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
  expect(set.frame.requests().map(({ type }) => type)).not.toContain('rejectPending')
})

test('a view pushed over the approval does not reject what waits', async () => {
  const set = await setUp()
  const signing = set.sign('0x01')
  await flush()
  set.frame.emit('approvalRequired')
  set.client.push('Networks')
  set.client.goBack()
  await flush()
  expect(set.frame.requests().map(({ type }) => type)).not.toContain('rejectPending')
  expect(set.client.stores.router.getState().view).toBe('ApproveTransaction')
  set.frame.respond(set.idOf('0x01'), { result: '0xaa' })
  expect(await signing).toBe('0xaa')
  expect(set.client.stores.modal.getState().open).toBe(false)
})

test('an answer after the user left the approval for another view leaves that view alone', async () => {
  const set = await setUp()
  await set.client.open()
  set.client.push('Networks')
  const signing = set.sign('0x01')
  await flush()
  set.frame.emit('approvalRequired')
  expect(set.client.stores.router.getState().history).toEqual([
    'Connect',
    'Networks',
    'ApproveTransaction',
  ])
  set.client.goBack()
  await flush()
  expect(set.frame.requests().at(-1)).toMatchObject({ type: 'rejectPending' })
  set.frame.respond(set.idOf('0x01'), { error: { code: 4001, message: 'User rejected' } })
  await expect(signing).rejects.toMatchObject({ code: 4001 })
  expect(set.client.stores.modal.getState().open).toBe(true)
  expect(set.client.stores.router.getState().view).toBe('Networks')
  expect(set.client.stores.auth.getState().frameVisible).toBe(false)
})

test('after an approved request the balance is refreshed, even when a later one was rejected', async () => {
  const set = await setUp()
  await set.client.open()
  await set.sendEmailCode('alice@example.org')
  await flush()
  await set.login()
  await vi.waitFor(() => expect(set.scripted.calls.getBalance).toBeGreaterThan(0))
  const rejectedAlone = set.sign('0x00')
  await flush()
  set.frame.emit('approvalRequired')
  let reads = set.scripted.calls.getBalance
  set.frame.respond(set.idOf('0x00'), { error: { code: 4001, message: 'User rejected' } })
  await expect(rejectedAlone).rejects.toMatchObject({ code: 4001 })
  await flush()
  expect(set.scripted.calls.getBalance).toBe(reads)

  const approved = set.sign('0x01')
  const rejected = set.sign('0x02')
  await flush()
  set.frame.emit('approvalRequired')
  reads = set.scripted.calls.getBalance
  set.frame.respond(set.idOf('0x01'), { result: '0xaa' })
  await approved
  set.frame.respond(set.idOf('0x02'), { error: { code: 4001, message: 'User rejected' } })
  await expect(rejected).rejects.toMatchObject({ code: 4001 })
  await flush()
  expect(set.scripted.calls.getBalance).toBe(reads + 1)
})
