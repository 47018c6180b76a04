import type { RpcTransport } from '@solana/kit'
import { expect, test } from 'vitest'
import { withTimeout } from './rpcFor.js'

test('a request to a node that never answers is aborted after the timeout', async () => {
  const hanging: RpcTransport = ({ signal }) =>
    new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
  await expect(withTimeout(hanging, 20)({ payload: {} })).rejects.toMatchObject({
    name: 'TimeoutError',
  })
})

test("the caller's own signal still aborts", async () => {
  const hanging: RpcTransport = ({ signal }) =>
    new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
  const controller = new AbortController()
  const request = withTimeout(hanging, 60_000)({ payload: {}, signal: controller.signal })
  controller.abort(new Error('stop'))
  await expect(request).rejects.toThrow('stop')
})
