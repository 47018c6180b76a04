import {
  type Address,
  type Client,
  erc20Abi,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  pad,
  toEventSelector,
} from 'viem'
import { getBalance, getBlockNumber, getLogs, multicall, readContract } from 'viem/actions'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import type { NetworkClient } from './createNetworkClients.js'

/** The most token contracts read per chain (the newest the account received). */
export const MAX_ASSET_TOKENS = 50
/** How far back Transfer logs are read when the node refuses the whole history (blocks). */
export const ASSET_LOG_BLOCKS = 50_000n
/** Multicall3, at the same address on every chain that has it. */
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')

const hexId = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/))
const paramsSchema = z.tuple([
  z.object({
    account: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    chainFilter: z.optional(z.array(hexId).check(z.maxLength(64))),
    assetTypeFilter: z.optional(z.array(z.string()).check(z.maxLength(8))),
  }),
])

/** One ERC-7811 asset entry. */
export type WalletAsset = {
  address: Address | 'native'
  /** Hex quantity in the smallest unit (wei). */
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number }
}

/** The ERC-20 contracts that sent `account` tokens (Transfer logs, `to` = account), newest first. */
async function receivedTokens(client: Client, account: Address): Promise<Address[]> {
  const read = (fromBlock: bigint | 'earliest', toBlock: bigint | 'latest') =>
    getLogs(client, { fromBlock, toBlock, topics: [TRANSFER, null, pad(account)] } as never)
  const logs = await read('earliest', 'latest').catch(async () => {
    const latest = await getBlockNumber(client, { cacheTime: 0 })
    return read(latest >= ASSET_LOG_BLOCKS ? latest - ASSET_LOG_BLOCKS + 1n : 0n, latest)
  })
  const found = new Set<Address>()
  // ERC-20 Transfer has 3 topics (ERC-721's has 4: its token id is indexed).
  for (const log of [...logs].reverse()) {
    if (log.topics.length === 3 && found.size < MAX_ASSET_TOKENS) found.add(getAddress(log.address))
  }
  return [...found]
}

/** `reads` through Multicall3 (failures as `undefined`), else one `eth_call` each. */
async function readAll(
  client: Client,
  reads: readonly { address: Address; functionName: string; args?: readonly unknown[] }[],
): Promise<unknown[]> {
  const contracts = reads.map((read) => ({ ...read, abi: erc20Abi }))
  try {
    const results = (await multicall(client, {
      contracts: contracts as never,
      allowFailure: true,
      multicallAddress: MULTICALL3,
    })) as readonly { status: 'success' | 'failure'; result?: unknown }[]
    return results.map((result) => (result.status === 'success' ? result.result : undefined))
  } catch {
    return Promise.all(
      contracts.map((read) => readContract(client, read as never).catch(() => undefined)),
    )
  }
}

/** The account's non-zero ERC-20 balances among `tokens`, with their name, symbol and decimals. */
async function tokenAssets(
  client: Client,
  account: Address,
  tokens: readonly Address[],
): Promise<WalletAsset[]> {
  const fields = ['balanceOf', 'name', 'symbol', 'decimals'] as const
  const answers = await readAll(
    client,
    tokens.flatMap((address) =>
      fields.map((functionName) => ({
        address,
        functionName,
        ...(functionName === 'balanceOf' ? { args: [account] } : {}),
      })),
    ),
  )
  return tokens.flatMap((address, index) => {
    const [balance, name, symbol, decimals] = answers.slice(index * 4, index * 4 + 4)
    const ok =
      typeof balance === 'bigint' &&
      balance > 0n &&
      typeof name === 'string' &&
      typeof symbol === 'string' &&
      typeof decimals === 'number' &&
      decimals <= 77
    if (!ok) return []
    return [
      {
        address,
        balance: numberToHex(balance),
        type: 'ERC20' as const,
        metadata: { name: name.slice(0, 256), symbol: symbol.slice(0, 256), decimals },
      },
    ]
  })
}

/**
 * Answers ERC-7811 `wallet_getAssets` (`[{ account, chainFilter?, assetTypeFilter? }]`) for the
 * signed-in wallet, reading through each network's trusted RPC (the project's), else its own: the
 * native balance (always listed, even at zero, so the host shows the currency), then the ERC-20s
 * the account holds. Which ERC-20s: the contracts of the `Transfer` logs to the account (3 topics;
 * the whole history, or the last 50,000 blocks when the node refuses it), the newest 50; then
 * `balanceOf`, `name`, `symbol`, `decimals` in one Multicall3 call (else plain `eth_call`s), zero
 * balances and tokens that do not answer as ERC-20s left out.
 *
 * @param networks - The frame's networks by chain id.
 * @param params - The request's params (untrusted).
 * @param accountOn - The wallet's addresses on a network (owner EOA, active account): `account`
 *   must be one of them on a chain for it to be answered.
 * @returns The assets by hex chain id (`'0x7a69'`), only chains the frame serves and
 *   `chainFilter` names (all without it).
 * @throws {AuthFrameError} -32602 'Invalid params: expected [{ account, chainFilter }]'; 4100 when
 *   `account` is not the wallet's on any chain asked ('The account is not this wallet’s.'); the
 *   node's error.
 */
export async function getWalletAssets(
  networks: ReadonlyMap<number, NetworkClient>,
  params: unknown,
  accountOn: (network: NetworkClient) => Promise<readonly Address[]>,
): Promise<Record<Hex, WalletAsset[]>> {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success)
    throw new AuthFrameError(
      errorCodes.invalidParams,
      'Invalid params: expected [{ account, chainFilter }]',
    )
  const [{ account: asked, chainFilter, assetTypeFilter }] = parsed.data
  const account = getAddress(asked)
  const wanted = [...networks.values()].filter(
    ({ chain }) => !chainFilter || chainFilter.some((id) => BigInt(id) === BigInt(chain.id)),
  )
  const result: Record<Hex, WalletAsset[]> = {}
  let owned = false
  await Promise.all(
    wanted.map(async (network) => {
      const mine = await accountOn(network)
      if (!mine.some((address) => isAddressEqual(address, account))) return
      owned = true
      const client = (await network.trusted) ?? network.client
      const { nativeCurrency } = network.network
      const [balance, tokens] = await Promise.all([
        getBalance(client, { address: account }),
        receivedTokens(client, account).then((found) => tokenAssets(client, account, found)),
      ])
      const assets: WalletAsset[] = [
        {
          address: 'native',
          balance: numberToHex(balance),
          type: 'NATIVE',
          metadata: { name: nativeCurrency.symbol, ...nativeCurrency },
        },
        ...tokens,
      ]
      result[numberToHex(network.chain.id)] = assets.filter(
        (asset) => !assetTypeFilter || assetTypeFilter.includes(asset.type),
      )
    }),
  )
  if (!owned && wanted.length > 0) throw unauthorized('The account is not this wallet’s.')
  return result
}

/**
 * `capabilities` (a `wallet_getCapabilities` answer, by hex chain id) with ERC-7811
 * `assetDiscovery: { supported: true }` added to every chain: the frame answers `wallet_getAssets`
 * on each of its networks.
 */
export function withAssetDiscovery(
  capabilities: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(capabilities).map(([chainId, chain]) => [
      chainId,
      { ...chain, assetDiscovery: { supported: true } },
    ]),
  )
}
