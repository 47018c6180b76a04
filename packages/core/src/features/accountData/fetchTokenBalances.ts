import type { LatchContext } from '../../client/context.js'
import type { DataSource, TokenBalance } from '../../data/types.js'
import { BALANCE_RETRY_GAP_MS } from '../../featureConstants.js'
import { showToast } from '../../flows/toast.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { AccountDataStoreState } from '../../state/types.js'
import {
  type AccountDataTarget,
  getAccountDataTarget,
  isCurrentTarget,
  once,
  withDeadline,
} from './accountDataTarget.js'
import type { AccountData } from './createAccountData.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'
import { toShownTokenBalances, withPrices } from './tokenBalanceRules.js'
import { resolveBalanceSource } from './walletAssets.js'

function setTokens(context: LatchContext, tokens: Partial<AccountDataStoreState['tokens']>): void {
  const { accountData } = context.stores
  accountData.setState({ tokens: { ...accountData.getState().tokens, ...tokens } })
}

/** Adds fiat values from the Blockchain API's prices to an RPC source's balances. */
async function priceRpcBalances(
  context: LatchContext,
  { api }: AccountData,
  target: AccountDataTarget,
  balances: readonly TokenBalance[],
): Promise<readonly TokenBalance[]> {
  // The namespace's placeholder for its native currency (spec §9); none, nothing to price.
  const native = nativeTokenAddress(target.caipNetwork)
  if (!api || !native || target.caipNetwork.testnet || balances.length === 0) return balances
  const addresses = balances.map((balance) => balance.address ?? native)
  try {
    return withPrices(balances, await api.getPrices(addresses), native)
  } catch (error) {
    context.logger.debug('No prices for the tokens', error)
    return balances
  }
}

/**
 * Whether no source serves balances on the network: none was found, or only the Blockchain API is
 * left and it does not serve the network (it would answer an empty list).
 */
async function servesNone(
  { api }: AccountData,
  chosen: { source: DataSource; hosted: boolean } | undefined,
  caipNetwork: CaipNetwork,
): Promise<boolean> {
  if (!chosen?.source.getTokenBalances) return true
  return chosen.hosted && chosen.source === api && !(await api.supports('balances', caipNetwork))
}

async function load(
  context: LatchContext,
  data: AccountData,
  target: AccountDataTarget,
  forceUpdate: readonly string[] | undefined,
  refresh: boolean,
): Promise<void> {
  const { options, logger } = context
  const chosen = await resolveBalanceSource(context, data, target.caipNetwork)
  if (!chosen?.source.getTokenBalances || (await servesNone(data, chosen, target.caipNetwork))) {
    if (!isCurrentTarget(context, target)) return
    // Told as a failure is: the toast (not again on a refresh after a transaction), and no new
    // ask within the retry gap.
    const lastRetry = Date.now()
    setTokens(context, {
      caipAddress: target.caipAddress,
      status: 'ready',
      balances: [],
      lastRetry,
    })
    if (refresh) return
    showToast(context, { message: { key: 'error.tokenBalanceUnavailable' }, variant: 'error' })
    return
  }
  try {
    const { getTokenBalances } = chosen.source
    const fetched = await withDeadline((signal) =>
      getTokenBalances({
        address: target.address,
        caipNetwork: target.caipNetwork,
        tokens: options.tokens[target.caipNetwork.caipNetworkId],
        forceUpdate,
        signal,
      }),
    )
    const priced = chosen.hosted ? fetched : await priceRpcBalances(context, data, target, fetched)
    const balances = toShownTokenBalances(priced)
    data.balances.set(target.caipAddress, balances)
    if (!isCurrentTarget(context, target)) return
    setTokens(context, {
      caipAddress: target.caipAddress,
      status: 'ready',
      balances,
      lastRetry: undefined,
    })
  } catch (error) {
    logger.warn(`Could not read the token balances on ${target.caipNetwork.caipNetworkId}`, error)
    if (!isCurrentTarget(context, target)) return
    setTokens(context, {
      caipAddress: target.caipAddress,
      status: 'error',
      balances: [],
      lastRetry: Date.now(),
    })
    showToast(context, { message: { key: 'error.tokenBalanceUnavailable' }, variant: 'error' })
  }
}

/**
 * Fills the Tokens tab for the active account ("Token balance fetch"): skipped when the
 * last failure was under 30 s ago; a list fetched under 30 s ago for the same CAIP-10 address is
 * reused (unless `force`); two asks at once make one request. Balances come from the Blockchain
 * API when it serves the network, else from the wallet when it declares ERC-7811 asset discovery,
 * else (or when that fails) from the RPC source ({@link resolveBalanceSource}), with decimals-'0' entries filtered,
 * the native currency first. A failure records the time (`lastRetry`), empties the list
 * and shows the toast 'Token Balance Unavailable'. Balances are read for eip155 and
 * Solana only: on another namespace (Bitcoin) the list is empty and ready, with no toast and no
 * recorded failure. Never rejects.
 *
 * @param parameters.force - Skip the 30 s cache (after a transaction), never the retry gap.
 * @param parameters.forceUpdate - After a send or swap: the CAIP-10 addresses of the tokens it
 *   moved. Skips the 30 s cache and goes to the source (the Blockchain API's `forceUpdate`).
 *   A network no source serves is told once by the toast: a forced refresh does not repeat it.
 */
export async function fetchTokenBalances(
  context: LatchContext,
  data: AccountData,
  { force = false, forceUpdate }: { force?: boolean; forceUpdate?: readonly string[] } = {},
): Promise<void> {
  const target = getAccountDataTarget(context)
  if (!target) return
  const namespace = target.caipNetwork.chainNamespace
  if (namespace !== 'eip155' && namespace !== 'solana') {
    // Balances are read for eip155 and Solana only: elsewhere (Bitcoin) the list is empty, which
    // is neither a failure nor told by the toast.
    const empty = { status: 'ready', balances: [], lastRetry: undefined } as const
    setTokens(context, { caipAddress: target.caipAddress, ...empty })
    return
  }
  const state = context.stores.accountData.getState().tokens
  const sameAccount = state.caipAddress === target.caipAddress
  const lastRetry = sameAccount ? state.lastRetry : undefined
  if (lastRetry !== undefined && Date.now() - lastRetry < BALANCE_RETRY_GAP_MS) return
  const cached = force || forceUpdate ? undefined : data.balances.get(target.caipAddress)
  if (cached) {
    setTokens(context, { caipAddress: target.caipAddress, status: 'ready', balances: cached })
    return
  }
  if (!sameAccount || state.status !== 'ready') {
    setTokens(context, {
      caipAddress: target.caipAddress,
      status: 'loading',
      balances: sameAccount ? state.balances : [],
      lastRetry,
    })
  }
  const key = `balances/${target.caipAddress}${forceUpdate ? '/force' : ''}`
  await once(data, key, () => load(context, data, target, forceUpdate, force || !!forceUpdate))
}
