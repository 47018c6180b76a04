import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createApiClient } from '../../api/createApiClient.js'
import { fetchAllowedOrigins, fetchProjectConfig } from './fetchProjectConfig.js'
import { fetchWalletRegistry } from './fetchWalletRegistry.js'

/** An API answering every GET with `body` (a string is sent as it is). */
function apiAnswering(body: unknown) {
  return createApiClient({
    baseUrl: 'http://127.0.0.1:1',
    projectId: 'p',
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 }),
  })
}

describe('hosted API payloads are checked with zod (issue 11)', () => {
  it.each([['not json'], [{ data: 'nope' }], [{ data: null }], [null], [[1, 2]]])(
    'a registry answer %j is "The API sent an invalid answer", not a TypeError',
    async (body) => {
      await expect(fetchWalletRegistry(apiAnswering(body))).rejects.toThrow(
        'The API sent an invalid answer',
      )
    },
  )

  it('a malformed wallet costs only itself; names lose invisible characters', async () => {
    const wallets = await fetchWalletRegistry(
      apiAnswering({
        data: [
          null,
          { id: 42, name: 'Numeric id' },
          { id: 'a', name: { toString: 'x' } },
          { id: 'b', name: 'Chains not a list', chains: 'eip155:1' },
          { id: 'c', name: '\u202eGood\u2066 Wallet ', chains: ['eip155:1', 'solana:x'] },
        ],
      }),
    )
    expect(wallets).toEqual([
      expect.objectContaining({ id: 'c', name: 'Good Wallet', chains: ['eip155', 'solana'] }),
    ])
  })

  it('project config entries that are not { id, isEnabled, config } are dropped', async () => {
    const features = await fetchProjectConfig(
      apiAnswering({
        features: [
          { id: 'swap', isEnabled: 'yes', config: null },
          { id: 'onramp', isEnabled: true, config: [1] },
          { id: 'activity', isEnabled: false, config: null },
        ],
      }),
    )
    expect(features).toEqual([{ id: 'activity', isEnabled: false, config: null }])
    await expect(fetchProjectConfig(apiAnswering({ features: 5 }))).rejects.toThrow(
      'The API sent an invalid answer',
    )
    expect(await fetchAllowedOrigins(apiAnswering({}))).toEqual([])
    await expect(
      fetchAllowedOrigins(apiAnswering({ allowedOrigins: [{ origin: 'x' }] })),
    ).rejects.toThrow('The API sent an invalid answer')
  })

  it('get checks the body against the schema it is given', async () => {
    await expect(apiAnswering({ a: 1 }).get('x', z.object({ a: z.number() }))).resolves.toEqual({
      a: 1,
    })
  })
})
