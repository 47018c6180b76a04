import type { CaipNetwork } from '@latch/core'
import { expect, expectTypeOf, test } from 'vitest'
import { SOLANA_LOCAL_GENESIS_HASH, SOLANA_LOCAL_RPC_URL, solanaLocal } from './constants.ts'

test('solanaLocal is a Latch CaipNetwork without this package depending on @latch/core', () => {
  expectTypeOf(solanaLocal).toMatchTypeOf<CaipNetwork>()
  const network: CaipNetwork = solanaLocal
  expect(network.caipNetworkId).toBe(`solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`)
  expect(network.rpcUrls.default.http).toEqual([SOLANA_LOCAL_RPC_URL])
  expect(network.nativeCurrency.decimals).toBe(9)
})
