import { formatCurrencyAmount, localizeNumber, type OnrampState } from '@latch/core/internal'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * The quote of the Buy view: what the amount buys, the provider and network
 * fees and the total, as text (never HTML), announced politely as it changes. Sums are written for
 * the active locale: fiat in its currency style, crypto in its digits (formatCurrencyAmount).
 */
export function BuyQuote({ state }: { state: OnrampState }) {
  const { quote, quoteStatus } = state
  const { t, locale } = useViewMessages()
  const money = ({ amount, currency }: { amount: string; currency: string }) =>
    formatCurrencyAmount(amount, currency, locale)
  return (
    <div aria-live="polite">
      {quoteStatus === 'loading' ? <p className="latch-muted">{t('buy.gettingQuote')}</p> : null}
      {quote && quoteStatus === 'ready' ? (
        <section className="latch-buy-quote">
          <p>
            {t('buy.youReceive', {
              amount: localizeNumber(quote.purchaseAmount.amount, locale),
              symbol: quote.purchaseAmount.currency,
            })}
          </p>
          <dl>
            <dt>{t('buy.providerFee')}</dt>
            <dd>{money(quote.coinbaseFee)}</dd>
            <dt>{t('buy.networkFee')}</dt>
            <dd>{money(quote.networkFee)}</dd>
            <dt>{t('buy.total')}</dt>
            <dd>{money(quote.paymentTotal)}</dd>
          </dl>
        </section>
      ) : null}
    </div>
  )
}
