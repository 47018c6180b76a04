import type { CaipNetwork, DataQuery, TokenBalance, TokenOption } from '@latch/core'
import {
  type Address,
  erc20Abi,
  formatUnits,
  getAddress,
  isAddress,
  multicall3Abi,
  type PublicClient,
  pad,
} from 'viem'
import { getAccountLogs } from './getAccountLogs.js'
import { parseTransferLog, TRANSFER_TOPIC } from './parseTransferLog.js'
import { type ContractRead, getMulticall3Address, readContracts } from './readContracts.js'
import { tokenInfoReads, toTokenInfo } from './tokenInfo.js'
import { toSafeImageUrl } from './untrusted.js'

/** The most tokens found in Transfer logs that are read (an airdropped spam flood stops here). */
export const MAX_DISCOVERED_TOKENS = 200

/** Parameters of {@link getTokenBalances}: the account, its network, the integrator's tokens. */
export type GetTokenBalancesParameters = DataQuery & { tokens?: readonly TokenOption[] | undefined }

/**
 * The account's native and ERC-20 balances on an eip155 network, read from the network's RPC
 * with no hosted service.
 *
 * The ERC-20s read are the integrator's `tokens` for the network plus every contract in the
 * account's ERC-20 `Transfer` logs, incoming and outgoing (`eth_getLogs` with the address as
 * topic 1 or 2; ERC-721 transfers, with 4 topics, are not tokens here; the range rule is
 * `getAccountLogs`'). Their `name`, `symbol`, `decimals` and `balanceOf`, and the native balance
 * (Multicall3's `getEthBalance`), are one viem `multicall`; without Multicall3 on the chain, one
 * `eth_call` each and an `eth_getBalance`.
 *
 * @param client - The network's client (`createRpcClient`).
 * @param parameters - {@link GetTokenBalancesParameters}; `tokens` addresses that are not EVM
 *   addresses are ignored.
 * @returns The native currency first (`address` absent, decimals from the network's
 *   `nativeCurrency`), then the integrator's tokens (even at zero), then found tokens with a
 *   non-zero balance. Amounts are whole units (`formatUnits`); no `price` or `value` (no price
 *   source). A token whose calls fail or whose answers are not an ERC-20's is left out.
 * @throws {InvalidAddressError} When `address` is not an EVM address.
 * @throws The node's error when the logs, the multicall or the native balance cannot be read.
 * @example
 * const balances = await getTokenBalances(createRpcClient(network), { address, caipNetwork: network })
 * // [{ name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' }, … }, …]
 */
export async function getTokenBalances(
  client: PublicClient,
  { address, caipNetwork, tokens = [], signal }: GetTokenBalancesParameters,
): Promise<TokenBalance[]> {
  const account = getAddress(address)
  const images = new Map<Address, string | undefined>()
  for (const token of tokens) {
    if (isAddress(token.address)) images.set(getAddress(token.address), token.image)
  }
  const topic = pad(account)
  // Discovery is best effort: an RPC that refuses the log query (range or result caps) still gives
  // the native balance and the integrator's tokens.
  const logs = await getAccountLogs(client, [
    [TRANSFER_TOPIC, topic],
    [TRANSFER_TOPIC, null, topic],
  ]).catch(() => [])
  signal?.throwIfAborted()
  const found = new Set<Address>()
  for (const log of logs) {
    const transfer = parseTransferLog(log)
    if (transfer?.standard !== 'erc20' || images.has(transfer.contract)) continue
    if (found.size < MAX_DISCOVERED_TOKENS) found.add(transfer.contract)
  }
  const contracts = [...images.keys(), ...found]
  const multicallAddress = await getMulticall3Address(client)
  const reads: ContractRead[] = contracts.flatMap((contract) => [
    ...tokenInfoReads(contract),
    { address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
  ])
  if (multicallAddress) {
    reads.unshift({
      address: multicallAddress,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [account],
    })
  }
  const results = await readContracts(client, reads)
  signal?.throwIfAborted()
  const [nativeRead] = results
  const native =
    multicallAddress && nativeRead?.status === 'success' && typeof nativeRead.result === 'bigint'
      ? nativeRead.result
      : await client.getBalance({ address: account })
  const tokenResults = multicallAddress ? results.slice(1) : results
  const balances: TokenBalance[] = [nativeBalance(caipNetwork, native)]
  contracts.forEach((contract, index) => {
    const [name, symbol, decimals, balance] = tokenResults.slice(index * 4, index * 4 + 4)
    const info = toTokenInfo([name, symbol, decimals])
    if (!info || balance?.status !== 'success' || typeof balance.result !== 'bigint') return
    const requested = images.has(contract)
    if (!requested && balance.result === 0n) return
    balances.push({
      name: info.name,
      symbol: info.symbol,
      chainId: caipNetwork.caipNetworkId,
      address: `${caipNetwork.caipNetworkId}:${contract}`,
      quantity: {
        decimals: String(info.decimals),
        numeric: formatUnits(balance.result, info.decimals),
      },
      iconUrl: toSafeImageUrl(images.get(contract)),
    })
  })
  return balances
}

function nativeBalance(caipNetwork: CaipNetwork, wei: bigint): TokenBalance {
  const { name, symbol, decimals } = caipNetwork.nativeCurrency
  return {
    name,
    symbol,
    chainId: caipNetwork.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: formatUnits(wei, decimals) },
  }
}
