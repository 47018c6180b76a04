import * as z from 'zod/mini'
import type { ChainAdapter } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import type { DataQuery, DataSource, TokenBalance, TokenOption } from '../../data/types.js'
import { decimalText, matching, untrustedText } from '../../data/untrusted.js'
import { formatDecimalUnits } from '../../format/units.js'
import type { CaipNetwork } from '../../networks/types.js'
import { getChainState } from '../../state/chainStateAccess.js'
import type { AccountData } from './createAccountData.js'
import { resolveDataSource } from './resolveDataSource.js'

/** The most entries read from one `wallet_getAssets` answer for a chain. */
const MAX_ASSETS = 500

const metadata = z.object({
  name: untrustedText(64),
  symbol: untrustedText(16),
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(77)),
})
const asset = z.object({
  address: z.union([z.literal('native'), matching(/^0x[0-9a-fA-F]{40}$/)]),
  balance: matching(/^0x[0-9a-fA-F]{1,64}$/),
  type: z.enum(['NATIVE', 'ERC20']),
  metadata: z.optional(metadata),
})
const answerSchema = z.record(z.string(), z.array(z.unknown()).check(z.maxLength(10_000)))

/** The eip155 chain id of `caipNetwork` as lower-case hex (`'0x7a69'`), else `undefined`. */
function hexChainId({ chainNamespace, id }: CaipNetwork): `0x${string}` | undefined {
  return chainNamespace === 'eip155' && typeof id === 'number' ? `0x${id.toString(16)}` : undefined
}

/**
 * Whether the connected wallet's capabilities (account state, EIP-5792) declare ERC-7811 asset
 * discovery for `caipNetwork`: `assetDiscovery: { supported: true }` under its hex chain id or
 * under `'0x0'` (every chain).
 */
export function declaresAssetDiscovery(context: LatchContext, caipNetwork: CaipNetwork): boolean {
  const hex = hexChainId(caipNetwork)
  const all = getChainState(context.stores, caipNetwork.chainNamespace)?.accountState.capabilities
  if (!hex || !all) return false
  return [all[hex], all['0x0']].some(
    (chain) => (chain?.assetDiscovery as { supported?: unknown } | undefined)?.supported === true,
  )
}

/**
 * Reads an ERC-7811 `wallet_getAssets` answer (untrusted) for `caipNetwork` into token balances:
 * the entries under its hex chain id (keys compared as numbers, so `'0x07a69'` counts), each
 * `{ address: 'native' | 0x…, balance: hex, type: 'NATIVE' | 'ERC20', metadata }`. A native entry
 * without metadata takes the network's native currency; an ERC-20 needs `metadata` (`name` and
 * `symbol` stripped of invisible characters, 64 and 16 characters at most; `decimals` 0–77).
 * Entries of other types or that do not fit are left out (at most 500 kept).
 *
 * @returns The balances in whole units (`quantity.numeric`), native ones without `address`.
 * @throws {Error} 'The wallet sent an invalid wallet_getAssets answer' when the answer is not an
 *   object of lists.
 */
export function readWalletAssets(answer: unknown, caipNetwork: CaipNetwork): TokenBalance[] {
  const parsed = answerSchema.safeParse(answer)
  if (!parsed.success) throw new Error('The wallet sent an invalid wallet_getAssets answer')
  const chainId = BigInt(hexChainId(caipNetwork) ?? -1)
  const entries = Object.entries(parsed.data).flatMap(([key, list]) =>
    /^0x[0-9a-fA-F]{1,16}$/.test(key) && BigInt(key) === chainId ? list : [],
  )
  const balances: TokenBalance[] = []
  for (const entry of entries.slice(0, MAX_ASSETS)) {
    const read = asset.safeParse(entry)
    if (!read.success) continue
    const { address, balance, type, metadata: meta } = read.data
    const native = type === 'NATIVE'
    if (native !== (address === 'native') || (!native && !meta)) continue
    const { name, symbol, decimals } = meta ?? caipNetwork.nativeCurrency
    const numeric = formatDecimalUnits(BigInt(balance), decimals)
    if (!decimalText.safeParse(numeric).success) continue
    balances.push({
      name,
      symbol,
      chainId: caipNetwork.caipNetworkId,
      address: native ? undefined : `${caipNetwork.caipNetworkId}:${address}`,
      quantity: { decimals: String(decimals), numeric },
    })
  }
  return balances
}

/** The lower-case plain address of a CAIP-10 token address (`eip155:1:0xAb…` → `0xab…`). */
const plain = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase()

/**
 * Adds to the wallet's `balances` the rows of `other` for the integrator's listed `tokens` that
 * the wallet did not list (addresses compared without case).
 */
function withListedTokens(
  balances: TokenBalance[],
  other: readonly TokenBalance[],
  tokens: readonly TokenOption[],
): TokenBalance[] {
  const listed = new Set(tokens.map((token) => token.address.toLowerCase()))
  const have = new Set(balances.flatMap((row) => (row.address ? [plain(row.address)] : [])))
  const missing = other.filter(
    (row) => row.address && listed.has(plain(row.address)) && !have.has(plain(row.address)),
  )
  return [...balances, ...missing]
}

/**
 * Where the Tokens tab's balances come from: the Blockchain API when it serves balances on
 * `caipNetwork`; else, when the connected wallet declares ERC-7811 asset discovery there
 * ({@link declaresAssetDiscovery}) and its adapter has `getAssets`, a source that asks the wallet
 * (`wallet_getAssets`, read by {@link readWalletAssets}) and, when that fails, reads from
 * {@link resolveDataSource}'s source instead (the failure logged); otherwise that source itself.
 * With the integrator's `tokens` for the network, the wallet's list gets that source's rows for
 * the listed tokens it lacks (a failure there is logged and the wallet's list kept).
 *
 * @returns The source and whether it is the hosted API (the wallet's answer is not: it gets
 *   prices like an RPC source's); `undefined` when nothing serves balances.
 */
export async function resolveBalanceSource(
  context: LatchContext,
  data: AccountData,
  caipNetwork: CaipNetwork,
): Promise<{ source: DataSource; hosted: boolean } | undefined> {
  const fallback = () => resolveDataSource(context, data, 'balances', caipNetwork)
  const adapter: ChainAdapter | undefined = context.adapters.get(caipNetwork.chainNamespace)
  if (!adapter?.getAssets || !declaresAssetDiscovery(context, caipNetwork)) return fallback()
  if (data.api && (await data.api.supports('balances', caipNetwork))) {
    return { source: data.api, hosted: true }
  }
  const getTokenBalances = async (query: DataQuery & { tokens?: readonly TokenOption[] }) => {
    let balances: TokenBalance[]
    try {
      const answer = await adapter.getAssets?.({ address: query.address, caipNetwork })
      balances = readWalletAssets(answer, caipNetwork)
    } catch (error) {
      context.logger.warn('The wallet could not list its assets; reading balances elsewhere', error)
      const other = (await fallback())?.source.getTokenBalances
      if (!other) throw error
      return other(query)
    }
    if (!query.tokens?.length) return balances
    try {
      const other = (await fallback())?.source.getTokenBalances
      return other ? withListedTokens(balances, await other(query), query.tokens) : balances
    } catch (error) {
      context.logger.warn('Could not read the listed tokens the wallet did not list', error)
      return balances
    }
  }
  return { source: { getTokenBalances }, hosted: false }
}
