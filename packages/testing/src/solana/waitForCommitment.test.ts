import { afterEach, expect, it, vi } from 'vitest'
import { waitForCommitment } from './waitForCommitment.ts'

/** A node answering `getSignatureStatuses` with `statuses` in turn, then `null`. */
function stubNode(statuses: (string | null)[]) {
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const { id } = JSON.parse(init.body)
    const status = statuses.shift() ?? null
    const result = { value: [status === null ? null : { confirmationStatus: status }] }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('returns once the node reports the commitment or a later one', async () => {
  const fetch = stubNode([null, 'processed', 'finalized'])
  await waitForCommitment('http://127.0.0.1:1', 'sig', 'confirmed')
  expect(fetch).toHaveBeenCalledTimes(3)
  expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toMatchObject({
    method: 'getSignatureStatuses',
    params: [['sig']],
  })
})

it('gives up after 30 s with -32603', async () => {
  vi.useFakeTimers()
  stubNode([])
  const waited = waitForCommitment('http://127.0.0.1:1', 'sig', 'processed')
  const settled = expect(waited).rejects.toMatchObject({
    code: -32603,
    message: 'Transaction sig was not processed in time',
  })
  await vi.advanceTimersByTimeAsync(30_000)
  await settled
})
