import type { Wallet } from '@wallet-standard/base'
import type { SolanaAdapterContext } from '../adapterContext.js'
import { callWallet, getFeatureMethod } from '../wallet/callWalletFeature.js'

/**
 * Tells a Wallet Standard wallet the site disconnected (`standard:disconnect`, when it has it). Its
 * failure is logged, never thrown: the adapter's connection has already ended.
 */
export async function disconnectWallet(
  context: SolanaAdapterContext,
  wallet: Wallet,
): Promise<void> {
  const disconnect = getFeatureMethod(wallet, 'standard:disconnect', 'disconnect')
  try {
    if (disconnect) await callWallet(() => disconnect())
  } catch (error) {
    context.logger?.warn('The wallet failed to disconnect', error)
  }
}
