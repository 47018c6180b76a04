import { formatDecimalUnits } from '../../format/units.js'
import { checkSendForm, maxSendValue, SendMessages } from './sendRules.js'
import { getSendAccount, type SendSession } from './sendSession.js'

/**
 * "Max": sets the amount to the most that can be sent: a token's whole balance; for the native
 * currency the balance less the network fee of sending it (spec: "Max leaves the network fee"),
 * estimated to the typed recipient (else to the account itself). Does nothing without a token,
 * an account or its adapter. Never rejects: a fee that cannot be estimated shows
 * `SendMessages.feeUnknown`.
 */
export async function setSendMax(session: SendSession): Promise<void> {
  const { context, store } = session
  const { token, receiver } = store.getState()
  const account = getSendAccount(context)
  const adapter = account && context.adapters.get(account.caipNetwork.chainNamespace)
  if (!token || !account || !adapter) return
  const turn = session.runs.begin()
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
      if (turn.isCurrent()) store.setState({ error: SendMessages.feeUnknown })
      return
    }
  }
  if (!turn.isCurrent()) return
  session.edited({ amount: formatDecimalUnits(maxSendValue(token, fee), token.decimals) })
}
