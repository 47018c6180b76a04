import { formatAmount } from '@latch/core'
import { type SwapState, stripInvisible } from '@latch/core/internal'
import { useViewMessages } from '../../i18n/useViewMessages.js'

const symbolOf = (token: { symbol: string }) => stripInvisible(token.symbol).slice(0, 16)

/**
 * The quote of the Swap form and review, as a description list: what is received (≈), the rate
 * ("1 ETH = 1,500 LTT"), the minimum received at the slippage tolerance (1 %) and the
 * network fee of the next transaction (the approval while one is needed). Symbols are untrusted: text only.
 */
export function SwapQuoteSummary({
  state,
  review = false,
}: {
  state: Pick<SwapState, 'quote' | 'rate' | 'slippage' | 'preview' | 'previewStatus'>
  /** The review step: what is sold too; no fee (the transaction preview shows it). */
  review?: boolean
}) {
  const { t, locale } = useViewMessages()
  const { quote, rate, slippage, preview, previewStatus } = state
  if (!quote) return null
  const buy = symbolOf(quote.to)
  const fee =
    previewStatus === 'loading'
      ? t('swap.estimating')
      : preview?.fee === undefined
        ? t('swap.feeUnknown')
        : `${formatAmount(preview.fee, preview.feeDecimals, { maxFractionDigits: 8, locale })} ${preview.feeSymbol}`
  return (
    <dl className="latch-summary">
      {review ? (
        <>
          <dt>{t('swap.youSell')}</dt>
          <dd>{`${formatAmount(quote.fromAmount, quote.from.decimals, { locale })} ${symbolOf(quote.from)}`}</dd>
        </>
      ) : null}
      <dt>{t('swap.receive')}</dt>
      <dd>{`${formatAmount(quote.toAmount, quote.to.decimals, { locale })} ${buy}`}</dd>
      {rate === undefined ? null : (
        <>
          <dt>{t('swap.rate')}</dt>
          <dd>
            {t('swap.rateValue', {
              sell: symbolOf(quote.from),
              buy: formatAmount(rate, quote.to.decimals, { locale }),
              symbol: buy,
            })}
          </dd>
        </>
      )}
      <dt>{t('swap.minimumReceived')}</dt>
      <dd>{`${formatAmount(quote.toAmountMin, quote.to.decimals, { roundDown: true, locale })} ${buy}`}</dd>
      <dt>{t('swap.slippage')}</dt>
      <dd>{t('swap.slippageValue', { percent: slippage })}</dd>
      {review ? null : (
        <>
          <dt>{t('swap.networkFee')}</dt>
          <dd>{fee}</dd>
        </>
      )}
    </dl>
  )
}
