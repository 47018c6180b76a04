import type { CaipAddress } from '@latch/core'
import { testContracts } from '@latch/testing'
import type { FixtureChain } from './fixtureChain.ts'
import { nativeFungible, nativeTokenAddress } from './fixtureTables.ts'
import { type Erc20Metadata, readErc20Metadata } from './readErc20Metadata.ts'

/** A token of `GET /v1/convert/tokens`: its metadata and CAIP-10 address. */
export type FixtureSwapToken = Erc20Metadata & { address: CaipAddress }

/**
 * The tokens the convert endpoints list for `chain`: the native currency (Ether, 18 decimals, at
 * `eip155:<id>:0xeeee…eeee`), then LTT and LUSD with their metadata read from the chain; a token
 * not deployed there is left out.
 *
 * @param chain - The chain and its client.
 * @returns Native first, then the test ERC-20s.
 */
export async function readSwapTokens(chain: FixtureChain): Promise<FixtureSwapToken[]> {
  const caip = chain.caipNetworkId
  const native = { name: nativeFungible.name, symbol: nativeFungible.symbol, decimals: 18 }
  const tokens = await Promise.all(
    [testContracts.latchTestToken, testContracts.latchTestUsd].map(async (address) => {
      const metadata = await readErc20Metadata(chain.client, address)
      return metadata && { ...metadata, address: `${caip}:${address}` satisfies CaipAddress }
    }),
  )
  return [
    { ...native, address: `${caip}:${nativeTokenAddress}` },
    ...tokens.filter((token) => token !== undefined),
  ]
}
