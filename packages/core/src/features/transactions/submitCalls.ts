import type { AdapterTransaction } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import { TRANSACTION_WAIT_MS } from '../../featureConstants.js'
import { reportWalletFailure } from '../../flows/reportWalletFailure.js'
import { requireChainAdapter } from '../../flows/requireChainAdapter.js'
import type { Message } from '../../state/types.js'
import { followSent, type Moved } from './submitTransaction.js'

/**
 * Asks the wallet to send `calls` as one atomic EIP-5792 batch (the adapter's `sendCalls`: one
 * approval prompt, all calls or none), then follows it as `submitTransaction` follows a
 * transaction, without making the caller wait: tracked in `stores.pendingTransactions` under its
 * batch id, 'Transaction sent' meanwhile; once the wallet reports it done (`waitForCalls`, up to
 * 120,000 ms) the success toast `description`, or 'Transaction failed' when it reverted, each with
 * the explorer link of the transaction that carried it; then the native and token balances refresh.
 *
 * @param parameters.calls - At least one, all on the same network and from the same sender, in order.
 * @param parameters.description - The success toast, e.g. `SwapTransactionMessages.swapped(quote)`.
 * @param parameters.moved - The tokens a swap moves, as for `submitTransaction`.
 * @returns The batch id, once the wallet accepted the batch.
 * @throws {LatchError} 'Chain adapter not found' without an adapter for the namespace.
 * @throws {TypeError} 'The adapter cannot send calls' when it has no `sendCalls`.
 * @throws {LatchError} 'Signature declined' when the user declines (EIP-1193 4001), after that
 *   toast; other wallet errors (EIP-5792 5760 'Atomicity is not supported'…) as thrown, after a
 *   toast of what the error says in the locale, else 'Unknown error'.
 */
export async function submitCalls(
  context: LatchContext,
  parameters: {
    calls: readonly [AdapterTransaction, ...AdapterTransaction[]]
    description: Message
    moved?: Moved
  },
): Promise<string> {
  const { calls, description, moved } = parameters
  const { caipNetwork } = calls[0]
  const adapter = requireChainAdapter(context, caipNetwork.chainNamespace)
  if (!adapter.sendCalls) throw new TypeError('The adapter cannot send calls')
  let id: string
  try {
    ;({ id } = await adapter.sendCalls({ caipNetwork, calls }))
  } catch (error) {
    throw reportWalletFailure(context, 'Sending the calls failed', error)
  }
  followSent(context, {
    caipNetwork,
    key: id,
    description,
    moved,
    wait: async () => {
      if (!adapter.waitForCalls) return undefined
      const done = await adapter.waitForCalls({ caipNetwork, id, timeout: TRANSACTION_WAIT_MS })
      return { status: done.status, hash: done.transactionHash }
    },
  })
  return id
}
