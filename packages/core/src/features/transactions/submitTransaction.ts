import type { AdapterTransaction } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import { AdapterNotFoundError } from '../../errors/chain.js'
import { PENDING_TRANSACTIONS_LIMIT, TRANSACTION_WAIT_MS } from '../../featureConstants.js'
import { reportWalletFailure } from '../../flows/reportWalletFailure.js'
import { syncBalance } from '../../flows/syncBalance.js'
import { showToast } from '../../flows/toast.js'
import { toTransactionExplorerUrl } from '../../format/toExplorerUrl.js'
import type { Message } from '../../state/types.js'
import { accountDataFeature } from '../accountData/index.js'

/** Toasts of a sent transaction (Latch's own; the spec names none), as catalogue keys. */
export const TransactionMessages = {
  sent: { key: 'toast.transactionSent' },
  failed: { key: 'toast.transactionFailed' },
  viewOnExplorer: { key: 'toast.viewOnExplorer' },
} as const satisfies Record<string, Message>

/**
 * Asks the wallet to send `transaction` (spec §4 send flow), then follows it until it is mined
 * without making the caller wait: it is tracked in `stores.pendingTransactions` (spec §9: at most
 * 99, the oldest forgotten), and once mined a success toast `description` with an explorer link
 * shows and the native balance and token balances refresh; a reverted one shows 'Transaction
 * failed'. Toasts are catalogue keys (`toast.transactionSent`…), translated by the views.
 *
 * @param parameters.transaction - What to send; `caipNetwork` picks the adapter.
 * @param parameters.description - The success toast, e.g.
 *   `{ key: 'toast.sent', values: { amount: '0.5', symbol: 'ETH' } }` ('Sent 0.5 ETH').
 * @returns The transaction hash (eip155) or signature (solana), once the network accepted it.
 * @throws {AdapterNotFoundError} 'Adapter not found' without an adapter for the namespace.
 * @throws {LatchError} 'Signature declined' when the user declines (EIP-1193 4001), after that toast;
 *   other wallet errors as thrown, after a toast of what the error says in the locale, else
 *   'Unknown error' (the short message in debug mode).
 */
export async function submitTransaction(
  context: LatchContext,
  parameters: { transaction: AdapterTransaction; description: Message },
): Promise<string> {
  const { transaction, description } = parameters
  const { caipNetwork } = transaction
  const adapter = context.adapters.get(caipNetwork.chainNamespace)
  if (!adapter) throw new AdapterNotFoundError(caipNetwork.chainNamespace)
  let hash: string
  try {
    hash = await adapter.sendTransaction(transaction)
  } catch (error) {
    throw reportWalletFailure(context, 'Sending the transaction failed', error)
  }
  const { pendingTransactions } = context.stores
  pendingTransactions.setState(({ pending }) => ({
    pending: [
      { hash, caipNetworkId: caipNetwork.caipNetworkId, description, sentAt: Date.now() },
      ...pending,
    ].slice(0, PENDING_TRANSACTIONS_LIMIT),
  }))
  showToast(context, { message: TransactionMessages.sent, variant: 'loading', autoClose: false })
  void followTransaction(context, { transaction, hash, description })
  return hash
}

/** Waits for `hash` to be mined, then tells the user and refreshes the balances. Never rejects. */
async function followTransaction(
  context: LatchContext,
  {
    transaction,
    hash,
    description,
  }: { transaction: AdapterTransaction; hash: string; description: Message },
): Promise<void> {
  const { caipNetwork } = transaction
  const adapter = context.adapters.get(caipNetwork.chainNamespace)
  const forget = () =>
    context.stores.pendingTransactions.setState(({ pending }) => ({
      pending: pending.filter((entry) => entry.hash !== hash),
    }))
  let status: 'success' | 'reverted' | undefined
  try {
    status = adapter?.waitForTransaction
      ? (await adapter.waitForTransaction({ caipNetwork, hash, timeout: TRANSACTION_WAIT_MS }))
          .status
      : undefined
  } catch (error) {
    context.logger.warn(`Stopped waiting for transaction ${hash}`, error)
  }
  forget()
  const href = toTransactionExplorerUrl(caipNetwork.blockExplorers?.default.url, hash)
  const link = href ? { href, label: TransactionMessages.viewOnExplorer } : undefined
  if (status === 'reverted') {
    showToast(context, {
      message: TransactionMessages.failed,
      variant: 'error',
      ...(link && { link }),
    })
  } else if (status === 'success') {
    showToast(context, { message: description, variant: 'success', ...(link && { link }) })
  } else if (context.stores.toast.getState().message.key === TransactionMessages.sent.key) {
    context.stores.toast.setState({ open: false })
  }
  await refreshBalances(context, transaction)
}

/** After a transaction: the native balance and the token list of the sender, skipping caches. */
async function refreshBalances(context: LatchContext, transaction: AdapterTransaction) {
  const namespace = transaction.caipNetwork.chainNamespace
  await Promise.all([
    syncBalance(context, namespace, { quiet: true }),
    context.features
      .load(accountDataFeature)
      .then((accountData) => accountData?.fetchTokenBalances({ force: true })),
  ])
}
