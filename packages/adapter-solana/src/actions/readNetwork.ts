import {
  type AdapterTransaction,
  type CaipNetwork,
  type ChainAdapter,
  type DataSource,
  formatDecimalUnits,
} from '@latch/core'
import type { SolanaAdapterContext } from '../adapterContext.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'

/**
 * The SOL balance of `address` on `caipNetwork`, from its RPC.
 * @returns `balance` in whole units (SOL, from lamports) as a decimal string, and the symbol.
 * @throws `RpcUrlMissingError` 'The network has no RPC URL'; the RPC's error otherwise.
 */
export async function getBalance(
  context: SolanaAdapterContext,
  { address, caipNetwork }: { address: string; caipNetwork: CaipNetwork },
): Promise<{ balance: string; symbol: string }> {
  const runtime = await context.loadRuntime()
  const lamports = await runtime.getLamports(getRpcUrl(caipNetwork), address)
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { balance: formatDecimalUnits(lamports, decimals), symbol }
}

/**
 * The current slot of `caipNetwork`, from its RPC.
 * @throws `RpcUrlMissingError` 'The network has no RPC URL'; the RPC's error otherwise.
 */
export async function getSlot(
  context: SolanaAdapterContext,
  caipNetwork: CaipNetwork,
): Promise<bigint> {
  return (await context.loadRuntime()).getSlot(getRpcUrl(caipNetwork))
}

/** The network fee of `transaction` in lamports (`getFeeForMessage`), from the runtime. */
export async function estimateFee(
  context: SolanaAdapterContext,
  transaction: AdapterTransaction,
): Promise<{ fee: bigint }> {
  return (await context.loadRuntime()).estimateFee(transaction)
}

/** Previews the sender's SOL and token changes with `simulateTransaction`, from the runtime. */
export async function simulateTransactions(
  context: SolanaAdapterContext,
  request: Parameters<NonNullable<ChainAdapter['simulateTransactions']>>[0],
) {
  return (await context.loadRuntime()).simulateTransactions(request)
}

/** Polls `getSignatureStatuses` until the transaction is `confirmed`, from the runtime. */
export async function waitForTransaction(
  context: SolanaAdapterContext,
  request: Parameters<NonNullable<ChainAdapter['waitForTransaction']>>[0],
) {
  return (await context.loadRuntime()).waitForTransaction(request)
}

/**
 * The RPC data source (token balances, activity), a lazy chunk of its own, loaded once the Account
 * view needs data.
 */
export async function loadDataSource(): Promise<DataSource> {
  return (await import('../data/index.js')).createSolanaRpcDataSource()
}
