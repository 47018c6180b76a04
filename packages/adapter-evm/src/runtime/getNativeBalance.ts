import type { Config } from '@wagmi/core'
import { type Address, formatUnits } from 'viem'
import { uint256Quantity } from '../guard/eip1193Schemas.js'
import { InvalidWalletResponseError } from '../walletErrors.js'

/** Parameters of {@link getNativeBalance}. */
export type GetNativeBalanceParameters = { address: Address; chainId: number }

/** What {@link getNativeBalance} resolves with. */
export type GetNativeBalanceReturnType = {
  /** Decimal string in whole units (ether, not wei). */
  balance: string
  symbol: string
}

/**
 * Reads an account's native balance with one `eth_getBalance` at `latest`
 * (https://ethereum.org/en/developers/docs/apis/json-rpc/#eth_getbalance) through the config's
 * transport for the chain. wagmi's and viem's `getBalance` would add their multicall path, about
 * 19 kB of ABI code the adapter does not need.
 *
 * @param config - The wagmi config whose transport for `chainId` is used.
 * @param parameters - {@link GetNativeBalanceParameters}
 * @returns The balance formatted with the chain's native currency decimals, and its symbol.
 * @throws {ChainNotConfiguredError} When `chainId` is not one of the config's chains.
 * @throws {InvalidWalletResponseError} 'The wallet sent an invalid balance' when the node's answer
 *   is not a uint256 hex quantity (e.g. 10,000 digits).
 * @example
 * const { balance, symbol } = await getNativeBalance(config, { address, chainId: 1 })
 */
export async function getNativeBalance(
  config: Config,
  { address, chainId }: GetNativeBalanceParameters,
): Promise<GetNativeBalanceReturnType> {
  const client = config.getClient({ chainId })
  const answer = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  const wei = uint256Quantity.safeParse(answer)
  if (!wei.success) throw new InvalidWalletResponseError('balance', 'eth_getBalance')
  const { decimals, symbol } = client.chain.nativeCurrency
  return { balance: formatUnits(wei.data, decimals), symbol }
}
