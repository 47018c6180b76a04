import type { OnrampState } from '@latch/core/internal'
import { buyMessages } from './buyMessages.js'

/**
 * The quote of the Buy view (spec §3 On-ramp quote): what the amount buys, the provider and network
 * fees and the total, as text (never HTML), announced politely as it changes.
 */
export function BuyQuote({ state }: { state: OnrampState }) {
  const { quote, quoteStatus } = state
  return (
    <div aria-live="polite">
      {quoteStatus === 'loading' ? <p className="latch-muted">{buyMessages.gettingQuote}</p> : null}
      {quote && quoteStatus === 'ready' ? (
        <section className="latch-buy-quote">
          <p>
            {buyMessages.youReceive(quote.purchaseAmount.amount, quote.purchaseAmount.currency)}
          </p>
          <dl>
            <dt>{buyMessages.providerFee}</dt>
            <dd>{buyMessages.money(quote.coinbaseFee.amount, quote.coinbaseFee.currency)}</dd>
            <dt>{buyMessages.networkFee}</dt>
            <dd>{buyMessages.money(quote.networkFee.amount, quote.networkFee.currency)}</dd>
            <dt>{buyMessages.total}</dt>
            <dd>{buyMessages.money(quote.paymentTotal.amount, quote.paymentTotal.currency)}</dd>
          </dl>
        </section>
      ) : null}
    </div>
  )
}
