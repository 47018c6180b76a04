import { type Address, erc20Abi, erc721Abi } from 'viem'
import * as z from 'zod/mini'
import type { ContractRead, ContractReadResult } from './readContracts.js'
import { plainText } from './untrusted.js'

/** The longest token or collection name kept, in code points. */
export const MAX_NAME_LENGTH = 64
/** The longest token symbol kept, in code points. */
export const MAX_SYMBOL_LENGTH = 16

/** What an ERC-20 says about itself, cleaned for display. */
export type TokenInfo = { name: string; symbol: string; decimals: number }

const tokenInfo = z.object({
  name: plainText(MAX_NAME_LENGTH),
  symbol: z.pipe(plainText(MAX_SYMBOL_LENGTH), z.string().check(z.minLength(1))),
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
})

/**
 * The three reads `name()`, `symbol()`, `decimals()` of an ERC-20 (EIP-20 optional methods), for
 * {@link readContracts}; {@link toTokenInfo} reads their results.
 *
 * @param address - The token contract.
 */
export function tokenInfoReads(address: Address): ContractRead[] {
  return (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
    address,
    abi: erc20Abi,
    functionName,
  }))
}

/**
 * Reads the results of {@link tokenInfoReads}: names and symbols as plain text (invisible and
 * control characters removed, cut to 64 and 16 code points), decimals 0–255.
 *
 * @param results - The three results, in the order of {@link tokenInfoReads}.
 * @returns The token's info, or `undefined` when a call failed, the symbol is empty once cleaned,
 *   or a value is not what EIP-20 says (a contract that is not an ERC-20).
 */
export function toTokenInfo(
  results: readonly (ContractReadResult | undefined)[],
): TokenInfo | undefined {
  const [name, symbol, decimals] = results
  if (name?.status !== 'success' || symbol?.status !== 'success') return undefined
  if (decimals?.status !== 'success') return undefined
  const parsed = tokenInfo.safeParse({
    name: name.result,
    symbol: symbol.result,
    decimals: decimals.result,
  })
  if (!parsed.success) return undefined
  return { ...parsed.data, name: parsed.data.name || parsed.data.symbol }
}

const collectionName = plainText(MAX_NAME_LENGTH)

/**
 * The `name()` read of an NFT collection (ERC-721 metadata extension; many ERC-1155s have it too).
 *
 * @param address - The collection's contract.
 */
export function collectionNameRead(address: Address): ContractRead {
  return { address, abi: erc721Abi, functionName: 'name' }
}

/**
 * Reads the result of {@link collectionNameRead} as plain text (at most 64 code points).
 *
 * @returns The name, or `undefined` when the call failed or the name is empty once cleaned.
 */
export function toCollectionName(result: ContractReadResult | undefined): string | undefined {
  if (result?.status !== 'success') return undefined
  const name = collectionName.safeParse(result.result)
  return name.success && name.data ? name.data : undefined
}
