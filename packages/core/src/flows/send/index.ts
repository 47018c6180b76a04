import { createStore } from 'zustand/vanilla'
import type { AdapterTransaction } from '../../adapter/types.js'
import type { LatchContext } from '../../client/context.js'
import { SEND_NAMESPACES } from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import { formatAmount } from '../../format/formatAmount.js'
import { formatDecimalUnits } from '../../format/units.js'
import { checkSendForm, maxSendValue, SendMessages, type SendToken } from '../../send/sendRules.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import type { Message } from '../../state/types.js'
import { goBack } from '../modal.js'
import {
  previewTransactions,
  type TransactionPreview,
} from '../transactions/previewTransactions.js'
import { submitTransaction } from '../transactions/submitTransaction.js'
import type { WalletFeatureController } from '../walletFeatures/controller.js'
import { listSendTokens } from './listSendTokens.js'

/** The checked transfer the Send view's review step shows, with its preview. */
export type SendReview = {
  token: SendToken
  /** In the token's smallest unit. */
  value: bigint
  /** The resolved recipient address. */
  to: string
  /** The name the user typed (ENS), when the recipient was resolved from one. */
  name?: string | undefined
  transaction: AdapterTransaction
  preview: TransactionPreview
}

/**
 * The Send view's state (spec §4 send flow). `amount` and `receiver` are what the user typed;
 * `error` the form's problem as a catalogue key (spec §5 messages first); `status` what is being
 * waited on.
 */
export type SendState = {
  token: SendToken | undefined
  amount: string
  receiver: string
  step: 'form' | 'review'
  status: 'idle' | 'checking' | 'sending'
  error: Message | undefined
  review: SendReview | undefined
}

/** The Send view's controller: its state and the user's actions. */
export type SendController = WalletFeatureController<SendState> & {
  /**
   * The tokens the account can send on the active network, native first: the Tokens tab's list
   * when it is loaded for this account, else the native balance alone.
   */
  getTokens(): SendToken[]
  setToken(token: SendToken): void
  setAmount(amount: string): void
  setReceiver(receiver: string): void
  /**
   * Sets the amount to the most that can be sent: a token's whole balance; for the native currency
   * the balance less the network fee of sending it (spec: "Max leaves the network fee").
   */
  setMax(): Promise<void>
  /**
   * Checks the form (spec §5), resolves an ENS name, builds the transfer and previews it (fee and
   * simulated balance changes); on success shows the review step.
   * @returns Whether the review step is shown. Never rejects: problems go to `error`.
   */
  review(): Promise<boolean>
  /** Back from the review step to the form, everything kept. */
  edit(): void
  /**
   * Asks the wallet to send the reviewed transfer. On success the form resets and the modal goes
   * back to Account (the mined transaction then shows a toast with its explorer link and the
   * balances refresh); on rejection 'Signature declined' shows and the review stays.
   * @returns Whether the wallet sent it. Never rejects.
   */
  send(): Promise<boolean>
}

const initialState: SendState = {
  token: undefined,
  amount: '',
  receiver: '',
  step: 'form',
  status: 'idle',
  error: undefined,
  review: undefined,
}

/** The active CAIP-10 address (account and network), which the form belongs to. */
function activeKey(context: LatchContext): string | undefined {
  return getActiveChainState(context.stores)?.accountState.caipAddress
}

/**
 * Makes a client's Send controller (a lazy chunk, see `loadWalletFeature`). Sending works in
 * eip155 and solana only: elsewhere `review` shows 'Unsupported chain' (spec §5). The form resets
 * when the active account or network changes (the chosen token belongs to it).
 */
export function createController(context: LatchContext): SendController {
  const store = createStore<SendState>()(() => initialState)
  // Bumped by every edit and review: a review whose answer arrives after a newer edit is dropped.
  let sequence = 0
  const edited = (patch: Partial<SendState>) => {
    sequence++
    store.setState({ ...patch, step: 'form', status: 'idle', error: undefined, review: undefined })
  }
  const active = () => {
    const chain = getActiveChainState(context.stores)
    const address = chain?.accountState.address
    const caipNetwork = chain?.networkState.caipNetwork
    return address && caipNetwork ? { address, caipNetwork } : undefined
  }

  const reset = () => {
    sequence++
    store.setState(initialState, true)
  }
  // Another account or network: the chosen token and the review belong to the last one.
  let shown = activeKey(context)
  context.stores.chain.subscribe(() => {
    const next = activeKey(context)
    if (next !== shown) {
      shown = next
      reset()
    }
  })

  return {
    store,
    reset,
    getTokens: () => listSendTokens(context),
    setToken: (token) => edited({ token }),
    setAmount: (amount) => edited({ amount }),
    setReceiver: (receiver) => edited({ receiver }),

    async setMax() {
      const { token, receiver } = store.getState()
      const account = active()
      const adapter = account && context.adapters.get(account.caipNetwork.chainNamespace)
      if (!token || !account || !adapter) return
      const run = ++sequence
      let fee = 0n
      if (!token.address) {
        try {
          const to = checkSendForm({
            namespace: account.caipNetwork.chainNamespace,
            token,
            amount: '1',
            receiver,
          })
          const recipient =
            to.ok && to.receiver.kind === 'address' ? to.receiver.address : account.address
          fee = (
            await adapter.estimateFee({
              caipNetwork: account.caipNetwork,
              from: account.address,
              to: recipient,
              value: token.balance ?? 0n,
            })
          ).fee
        } catch (error) {
          context.logger.debug('Could not estimate the fee for Max', error)
          if (run === sequence) store.setState({ error: SendMessages.feeUnknown })
          return
        }
      }
      if (run !== sequence) return
      edited({ amount: formatDecimalUnits(maxSendValue(token, fee), token.decimals) })
    },

    async review() {
      const account = active()
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
      const run = ++sequence
      store.setState({ status: 'checking', error: undefined })
      const fail = (message: Message) => {
        if (run === sequence) store.setState({ status: 'idle', error: message })
        return false
      }
      let to: string | undefined
      let name: string | undefined
      if (check.receiver.kind === 'address') {
        to = adapter.normalizeAddress
          ? await adapter.normalizeAddress(check.receiver.address).catch(() => undefined)
          : check.receiver.address
        if (!to) return fail(SendMessages.invalidAddress)
      } else {
        name = check.receiver.name
        to = await adapter.resolveName?.({ caipNetwork, name }).catch((error: unknown) => {
          context.logger.warn(`Could not resolve ${name}`, error)
          return undefined
        })
        if (!to) return fail(SendMessages.nameNotFound)
      }
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
      if (run !== sequence) return false
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
    },

    edit() {
      sequence++
      store.setState({ step: 'form', status: 'idle', error: undefined, review: undefined })
    },

    async send() {
      const { review, status } = store.getState()
      const account = active()
      if (!review || status !== 'idle') return false
      // The account or network changed since the review: review again.
      if (
        account?.address !== review.transaction.from ||
        account.caipNetwork.caipNetworkId !== review.transaction.caipNetwork.caipNetworkId
      ) {
        store.setState({ step: 'form', review: undefined })
        return false
      }
      if (review.preview.simulation.status === 'reverted') return false
      const run = ++sequence
      store.setState({ status: 'sending', error: undefined })
      const amount = formatAmount(review.value, review.token.decimals, {
        maxFractionDigits: review.token.decimals,
      })
      try {
        await submitTransaction(context, {
          transaction: review.transaction,
          description: { key: 'toast.sent', values: { amount, symbol: review.token.symbol } },
        })
      } catch (error) {
        const message: Message =
          error instanceof Error && error.message === ErrorMessages.signatureDeclined
            ? { key: 'error.signatureDeclined' }
            : { key: 'error.unknownError' }
        if (run === sequence) store.setState({ status: 'idle', error: message })
        return false
      }
      if (run === sequence) {
        store.setState(initialState, true)
        if (context.stores.router.getState().view === 'Send') goBack(context)
      }
      return true
    },
  }
}
