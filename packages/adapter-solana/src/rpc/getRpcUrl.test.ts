import { solana } from '@latch/core'
import { expect, it } from 'vitest'
import { getRpcUrl } from './getRpcUrl.js'

it('is the first default HTTP URL, and says when there is none', () => {
  expect(getRpcUrl(solana)).toBe(solana.rpcUrls.default.http[0])
  expect(() =>
    getRpcUrl({ caipNetworkId: 'solana:x', rpcUrls: { default: { http: [] } } }),
  ).toThrow('The network has no RPC URL')
})
