import type { AdapterTransaction } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import { PENDING_TRANSACTIONS_LIMIT, TRANSACTION_WAIT_MS } from '../../featureConstants.js'
import { reportWalletFailure } from '../../flows/reportWalletFailure.js'
import { requireChainAdapter } from '../../flows/requireChainAdapter.js'
import { syncBalance } from '../../flows/syncBalance.js'
import { showToast } from '../../flows/toast.js'
import { toTransactionExplorerUrl } from '../../format/toExplorerUrl.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { Message } from '../../state/types.js'
import { accountDataFeature } from '../accountData/index.js'
import { nativeTokenAddress } from '../accountData/nativeTokenAddress.js'

/** Toasts of a sent transaction (Latch's own; the spec names none), as catalogue keys. */
export const TransactionMessages = {
  sent: { key: 'toast.transactionSent' },
  failed: { key: 'toast.transactionFailed' },
  viewOnExplorer: { key: 'toast.viewOnExplorer' },
} as const satisfies Record<string, Message>

/**
 * Asks the wallet to send `transaction`, then follows it until it is mined
 * without making the caller wait: it is tracked in `stores.pendingTransactions` (at most
 * 99, the oldest forgotten), and once mined a success toast `description` with an explorer link
 * shows and the native balance and token balances refresh; a reverted one shows 'Transaction
 * failed'. Toasts are catalogue keys (`toast.transactionSent`…), translated by the views.
 *
 * @param parameters.transaction - What to send; `caipNetwork` picks the adapter.
 * @param parameters.description - The success toast, e.g.
 *   `{ key: 'toast.sent', values: { amount: '0.5', symbol: 'ETH' } }` ('Sent 0.5 ETH').
 * @param parameters.moved - The tokens a send or swap moves (contract or mint addresses,
 *   `undefined` for the native currency): the balance refresh names them as `forceUpdate`.
 * @returns The transaction hash (eip155) or signature (solana), once the network accepted it.
 * @throws {LatchError} 'Chain adapter not found' without an adapter for the namespace.
 * @throws {LatchError} 'Signature declined' when the user declines (EIP-1193 4001), after that toast;
 *   other wallet errors as thrown, after a toast of what the error says in the locale, else
 *   'Unknown error' (the short message in debug mode).
 */
export async function submitTransaction(
  context: LatchContext,
  parameters: { transaction: AdapterTransaction; description: Message; moved?: Moved },
): Promise<string> {
  const { transaction, description, moved } = parameters
  const { caipNetwork } = transaction
  const adapter = requireChainAdapter(context, caipNetwork.chainNamespace)
  let hash: string
  try {
    hash = await adapter.sendTransaction(transaction)
  } catch (error) {
    throw reportWalletFailure(context, 'Sending the transaction failed', error)
  }
  followSent(context, {
    caipNetwork,
    key: hash,
    description,
    moved,
    wait: async () =>
      adapter.waitForTransaction
        ? {
            status: (
              await adapter.waitForTransaction({ caipNetwork, hash, timeout: TRANSACTION_WAIT_MS })
            ).status,
            hash,
          }
        : undefined,
  })
  return hash
}

/**
 * What follows a send the network (or wallet) accepted, shared by `submitTransaction` and
 * `submitCalls`: tracks it in `stores.pendingTransactions` under `key` (at most 99, the
 * oldest forgotten) with the 'Transaction sent' loading toast, then, without making the caller
 * wait, waits with `wait` and shows `description` (mined) or 'Transaction failed' (reverted), with
 * the explorer link of the hash `wait` gives, and refreshes the native and token balances.
 *
 * @param parameters.key - The transaction hash, or an EIP-5792 batch id.
 * @param parameters.moved - The tokens it moves, for the balance refresh's `forceUpdate`.
 * @param parameters.wait - Resolves when done; `undefined` when the adapter cannot tell. A rejection
 *   is logged (the toast then just closes).
 */
export function followSent(
  context: LatchContext,
  parameters: {
    caipNetwork: CaipNetwork
    key: string
    description: Message
    moved?: Moved | undefined
    wait: () => Promise<{ status: 'success' | 'reverted'; hash: string | undefined } | undefined>
  },
): void {
  const { caipNetwork, key, description } = parameters
  context.stores.pendingTransactions.setState(({ pending }) => ({
    pending: [
      { hash: key, caipNetworkId: caipNetwork.caipNetworkId, description, sentAt: Date.now() },
      ...pending,
    ].slice(0, PENDING_TRANSACTIONS_LIMIT),
  }))
  showToast(context, { message: TransactionMessages.sent, variant: 'loading', autoClose: false })
  void followTransaction(context, parameters)
}

/** Waits for a sent transaction or batch, then tells the user and refreshes the balances. Never rejects. */
async function followTransaction(
  context: LatchContext,
  { caipNetwork, key, description, moved, wait }: Parameters<typeof followSent>[1],
): Promise<void> {
  let outcome: Awaited<ReturnType<typeof wait>>
  try {
    outcome = await wait()
  } catch (error) {
    context.logger.warn(`Stopped waiting for transaction ${key}`, error)
  }
  context.stores.pendingTransactions.setState(({ pending }) => ({
    pending: pending.filter((entry) => entry.hash !== key),
  }))
  const href =
    outcome?.hash && toTransactionExplorerUrl(caipNetwork.blockExplorers?.default.url, outcome.hash)
  const link = href ? { href, label: TransactionMessages.viewOnExplorer } : undefined
  if (outcome?.status === 'reverted') {
    showToast(context, {
      message: TransactionMessages.failed,
      variant: 'error',
      ...(link && { link }),
    })
  } else if (outcome?.status === 'success') {
    showToast(context, { message: description, variant: 'success', ...(link && { link }) })
  } else if (context.stores.toast.getState().message.key === TransactionMessages.sent.key) {
    context.stores.toast.setState({ open: false })
  }
  await refreshBalances(context, caipNetwork, moved)
}

/** Token addresses (contract or mint; `undefined`: the native currency), see `submitTransaction`. */
export type Moved = readonly (string | undefined)[]

/**
 * After a transaction: the native balance and the token list of the sender, skipping caches; after
 * a send or swap (`moved`), the token list request names the moved tokens' CAIP-10 addresses
 * (`forceUpdate`).
 */
async function refreshBalances(context: LatchContext, caipNetwork: CaipNetwork, moved?: Moved) {
  const forceUpdate = moved?.flatMap((address) => {
    const token = address
      ? `${caipNetwork.caipNetworkId}:${address}`
      : nativeTokenAddress(caipNetwork)
    return token ? [token] : []
  })
  await Promise.all([
    syncBalance(context, caipNetwork.chainNamespace, { quiet: true }),
    context.features
      .load(accountDataFeature)
      .then((accountData) => accountData?.fetchTokenBalances({ force: true, forceUpdate })),
  ])
}
