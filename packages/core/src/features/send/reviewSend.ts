import type { AdapterTransaction, ChainAdapter } from '../../adapter/types.js'
import { SEND_NAMESPACES } from '../../featureConstants.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { Message } from '../../state/types.js'
import {
  previewTransactions,
  type TransactionPreview,
} from '../transactions/previewTransactions.js'
import { listSendTokens } from './listSendTokens.js'
import { checkSendForm, SendMessages, type SendReceiver } from './sendRules.js'
import { getSendAccount, type SendSession } from './sendSession.js'

/**
 * "Review": checks the form, resolves an ENS name, builds the transfer and previews it
 * (fee and simulated balance changes); on success shows the review step. Sending works in eip155
 * and solana only: elsewhere 'Unsupported chain'.
 * @returns Whether the review step is shown. Never rejects: problems go to the state's `error`.
 */
export async function reviewSend(session: SendSession): Promise<boolean> {
  const { context, store } = session
  const account = getSendAccount(context)
  const { token, amount, receiver } = store.getState()
  if (!account) {
    store.setState({ error: { key: 'error.noActiveCaipAddress' } })
    return false
  }
  const { caipNetwork, address } = account
  const namespace = caipNetwork.chainNamespace
  if (!SEND_NAMESPACES.includes(namespace)) {
    store.setState({ error: { key: 'error.unsupportedChain' } })
    return false
  }
  // The token as the account holds it now (its balance may have changed since it was picked).
  const current = token && listSendTokens(context).find((entry) => entry.key === token.key)
  const check = checkSendForm({ namespace, token: current, amount, receiver })
  if (!check.ok) {
    store.setState({ error: check.message })
    return false
  }
  const adapter = context.adapters.get(namespace)
  if (!adapter) {
    store.setState({ error: { key: 'error.adapterNotFound' } })
    return false
  }
  const turn = session.runs.begin()
  store.setState({ status: 'checking', error: undefined })
  const fail = (message: Message) => {
    if (turn.isCurrent()) store.setState({ status: 'idle', error: message })
    return false
  }
  const recipient = await resolveRecipient(session, adapter, caipNetwork, check.receiver)
  if ('error' in recipient) return fail(recipient.error)
  const { to, name } = recipient
  const transaction: AdapterTransaction = {
    caipNetwork,
    from: address,
    to,
    value: check.value,
    token: check.token.address
      ? { address: check.token.address, decimals: check.token.decimals }
      : undefined,
  }
  let preview: TransactionPreview
  try {
    preview = await previewTransactions(context, { transactions: [transaction] })
  } catch (error) {
    context.logger.error('Could not preview the transfer', error)
    return fail({ key: 'error.unknownError' })
  }
  if (!turn.isCurrent()) return false
  // The native currency pays the fee too: the amount and the fee must both fit.
  const balance = check.token.balance
  if (!check.token.address && balance !== undefined && preview.fee !== undefined) {
    if (check.value + preview.fee > balance) return fail(SendMessages.insufficientBalance)
  }
  store.setState({
    step: 'review',
    status: 'idle',
    error: undefined,
    review: { token: check.token, value: check.value, to, name, transaction, preview },
  })
  return true
}

/**
 * The recipient's address: a typed address as the adapter normalizes it, or the address an ENS
 * name resolves to; else the message to show ('Invalid address', the name not found).
 */
async function resolveRecipient(
  session: SendSession,
  adapter: ChainAdapter,
  caipNetwork: CaipNetwork,
  receiver: SendReceiver,
): Promise<{ to: string; name?: string | undefined } | { error: Message }> {
  if (receiver.kind === 'address') {
    const to = adapter.normalizeAddress
      ? await adapter.normalizeAddress(receiver.address).catch(() => undefined)
      : receiver.address
    return to ? { to } : { error: SendMessages.invalidAddress }
  }
  const { name } = receiver
  const to = await adapter.resolveName?.({ caipNetwork, name }).catch((error: unknown) => {
    session.context.logger.warn(`Could not resolve ${name}`, error)
    return undefined
  })
  return to ? { to, name } : { error: SendMessages.nameNotFound }
}
