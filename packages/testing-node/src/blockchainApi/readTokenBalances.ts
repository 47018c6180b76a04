import type { CaipAddress, TokenBalance } from '@latch/core'
import { testContracts } from '@latch/testing'
import { type Address, erc20Abi, erc721Abi, formatUnits } from 'viem'
import type { FixtureChain } from './fixtureChain.ts'
import { nativeFungible, priceOf } from './fixtureTables.ts'
import { readErc20Metadata } from './readErc20Metadata.ts'

/** The balance entry the fixture answers with: a token balance as the Blockchain API sends it. */
export type FixtureTokenBalance = TokenBalance & { value: number; price: number; iconUrl: string }

const fungibleTokens = [
  testContracts.latchTestToken,
  testContracts.latchTestUsd,
  testContracts.latchExtraToken,
] as const

/**
 * Reads what `account` holds on `chain` now, for `GET /v1/account/{address}/balance`: the native
 * currency (always), each deployed test ERC-20 with a non-zero balance, and the test ERC-721 as an
 * entry with decimals '0' (the client filters those). Fiat `price` and `value` (USD) come
 * from the fixture's price table, 0 when it has none. Tokens whose contract is missing are left out.
 *
 * @param chain - The chain and its client.
 * @param account - The account address.
 * @returns Native first, then tokens in a fixed order.
 * @throws viem's errors when the node cannot be reached.
 */
export async function readTokenBalances(
  chain: FixtureChain,
  account: Address,
): Promise<FixtureTokenBalance[]> {
  const { client, caipNetworkId } = chain
  const nativeBalance = await client.getBalance({ address: account })
  const native = entry(chain, undefined, nativeFungible, 18, nativeBalance)

  const tokens = await Promise.all(
    fungibleTokens.map(async (address) => {
      const balance = await client
        .readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
        .catch(() => 0n) // not deployed on this chain
      if (balance === 0n) return undefined
      const metadata = await readErc20Metadata(client, address)
      if (!metadata) return undefined
      const { name, symbol, decimals } = metadata
      return entry(
        chain,
        address,
        { name, symbol, price: priceOf(address) ?? 0 },
        decimals,
        balance,
      )
    }),
  )

  const nft = { address: testContracts.latchTestNft, abi: erc721Abi } as const
  const nfts = await client
    .readContract({ ...nft, functionName: 'balanceOf', args: [account] })
    .catch(() => 0n)
  const nftEntry: FixtureTokenBalance[] = []
  if (nfts > 0n) {
    const [name, symbol] = await Promise.all([
      client.readContract({ ...nft, functionName: 'name' }),
      client.readContract({ ...nft, functionName: 'symbol' }),
    ])
    nftEntry.push({
      name,
      symbol,
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${nft.address}`,
      value: 0,
      price: 0,
      quantity: { decimals: '0', numeric: nfts.toString() },
      iconUrl: '',
    })
  }
  return [native, ...tokens.filter((token) => token !== undefined), ...nftEntry]
}

function entry(
  chain: FixtureChain,
  address: Address | undefined,
  fungible: { name: string; symbol: string; price: number },
  decimals: number,
  balance: bigint,
): FixtureTokenBalance {
  const numeric = formatUnits(balance, decimals)
  return {
    name: fungible.name,
    symbol: fungible.symbol,
    chainId: chain.caipNetworkId,
    ...(address ? { address: `${chain.caipNetworkId}:${address}` satisfies CaipAddress } : {}),
    value: Number(numeric) * fungible.price,
    price: fungible.price,
    // Whole units with a decimal point, as the Blockchain API writes them ('1000.0').
    quantity: {
      decimals: String(decimals),
      numeric: numeric.includes('.') ? numeric : `${numeric}.0`,
    },
    iconUrl: '',
  }
}
