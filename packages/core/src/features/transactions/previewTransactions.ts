import type { AdapterTransaction, SimulationResult } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import { requireChainAdapter } from '../../flows/requireChainAdapter.js'

/**
 * What the user sees before the wallet is asked: the network fee of the next transaction and what
 * simulating all of them says will change in their balances.
 */
export type TransactionPreview = {
  /**
   * The network fee of `transactions[0]` in the smallest unit of the network's native currency
   * (wei, lamports); `undefined` when the node could not estimate it (e.g. it would revert).
   */
  fee: bigint | undefined
  /** The native currency the fee is paid in. */
  feeSymbol: string
  feeDecimals: number
  simulation: SimulationResult
}

/**
 * Previews transactions before any signature: estimates the first one's fee
 * through the adapter and simulates them all in order (EVM: `eth_simulateV1`). An adapter without
 * simulation, or a simulation that fails to run (network error), gives `unavailable`; a failed fee
 * estimate gives `fee: undefined`. Never asks the wallet.
 *
 * @param parameters.transactions - At least one, all on the same network and from the same sender.
 * @param parameters.estimateFee - `false`: no fee estimate (`fee: undefined`), e.g. for a batch whose
 *   fee the wallet tells. Default `true`.
 * @throws {LatchError} 'Chain adapter not found' without an adapter for the namespace.
 */
export async function previewTransactions(
  context: LatchContext,
  parameters: {
    transactions: readonly [AdapterTransaction, ...AdapterTransaction[]]
    estimateFee?: boolean
  },
): Promise<TransactionPreview> {
  const [first] = parameters.transactions
  const { caipNetwork, from } = first
  const adapter = requireChainAdapter(context, caipNetwork.chainNamespace)
  const wantFee = parameters.estimateFee ?? true
  const [fee, simulation] = await Promise.all([
    (wantFee ? adapter.estimateFee(first) : Promise.resolve({ fee: undefined })).then(
      (estimate) => estimate.fee,
      (error: unknown) => {
        context.logger.debug('Could not estimate the network fee', error)
        return undefined
      },
    ),
    adapter.simulateTransactions
      ? adapter
          .simulateTransactions({ caipNetwork, from, transactions: parameters.transactions })
          .catch((error: unknown): SimulationResult => {
            context.logger.warn('Could not simulate the transaction', error)
            return { status: 'unavailable' }
          })
      : Promise.resolve<SimulationResult>({ status: 'unavailable' }),
  ])
  return {
    fee,
    feeSymbol: caipNetwork.nativeCurrency.symbol,
    feeDecimals: caipNetwork.nativeCurrency.decimals,
    simulation,
  }
}
