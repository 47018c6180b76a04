import type { LatchContext } from '../../client/context.js'
import { parseDecimalUnits } from '../../format/units.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import { type SendToken, toSendToken } from './sendRules.js'

/**
 * The tokens the active account can send on the active network, native first: the Tokens tab's
 * list when it was loaded for this account and network, else the native
 * currency with the account's balance. Entries with an unusable address or decimals are left out.
 */
export function listSendTokens(context: LatchContext): SendToken[] {
  const chain = getActiveChainState(context.stores)
  const caipAddress = chain?.accountState.caipAddress
  const caipNetwork = chain?.networkState.caipNetwork
  if (!caipAddress || !caipNetwork) return []
  const { tokens } = context.stores.accountData.getState()
  const listed =
    tokens.caipAddress === caipAddress
      ? tokens.balances
          .filter((balance) => balance.chainId === caipNetwork.caipNetworkId)
          .map(toSendToken)
          .filter((token): token is SendToken => token !== undefined)
      : []
  if (listed.some((token) => token.address === undefined)) return listed
  const { nativeCurrency } = caipNetwork
  let balance: bigint | undefined
  try {
    const text = chain.accountState.balance
    balance = text === undefined ? undefined : parseDecimalUnits(text, nativeCurrency.decimals)
  } catch {
    balance = undefined
  }
  const native: SendToken = {
    key: 'native',
    symbol: nativeCurrency.symbol,
    name: nativeCurrency.name,
    decimals: nativeCurrency.decimals,
    balance,
  }
  return [native, ...listed]
}
