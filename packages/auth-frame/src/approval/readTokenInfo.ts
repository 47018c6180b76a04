import { stripInvisible } from '@latch/core/auth-frame'
import { type Address, type Client, erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import type { TokenInfo } from './describeRequest.js'

/**
 * Reads an ERC-20 token's `symbol` and `decimals` from its contract (two `eth_call`s).
 *
 * @param client - The network's public client.
 * @param token - The token contract's address.
 * @returns Its symbol (invisible characters removed, at most 16 characters) and decimals, or
 *   `undefined` when the contract does not answer them (the UI then shows raw units).
 */
export async function readTokenInfo(
  client: Client,
  token: Address,
): Promise<TokenInfo | undefined> {
  try {
    const [symbol, decimals] = await Promise.all([
      readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
      readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    const shown = stripInvisible(symbol).trim().slice(0, 16)
    return shown && decimals <= 36 ? { symbol: shown, decimals } : undefined
  } catch {
    return undefined
  }
}
