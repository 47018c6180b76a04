import { formatAmount } from '@latch/core'
import { type SwapState, stripInvisible } from '@latch/core/internal'
import { swapMessages } from './swapMessages.js'

const symbolOf = (token: { symbol: string }) => stripInvisible(token.symbol).slice(0, 16)

/**
 * The quote of the Swap form and review, as a description list: what is received (≈), the rate
 * ("1 ETH = 1,500 LTT"), the minimum received at the slippage tolerance (spec §9: 1 %) and the
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
  const { quote, rate, slippage, preview, previewStatus } = state
  if (!quote) return null
  const buy = symbolOf(quote.to)
  const fee =
    previewStatus === 'loading'
      ? swapMessages.estimating
      : preview?.fee === undefined
        ? swapMessages.feeUnknown
        : `${formatAmount(preview.fee, preview.feeDecimals, { maxFractionDigits: 8 })} ${preview.feeSymbol}`
  return (
    <dl className="latch-summary">
      {review ? (
        <>
          <dt>{swapMessages.youSell}</dt>
          <dd>{`${formatAmount(quote.fromAmount, quote.from.decimals)} ${symbolOf(quote.from)}`}</dd>
        </>
      ) : null}
      <dt>{swapMessages.receive}</dt>
      <dd>{`${formatAmount(quote.toAmount, quote.to.decimals)} ${buy}`}</dd>
      {rate === undefined ? null : (
        <>
          <dt>{swapMessages.rate}</dt>
          <dd>
            {swapMessages.rateValue(
              symbolOf(quote.from),
              formatAmount(rate, quote.to.decimals),
              buy,
            )}
          </dd>
        </>
      )}
      <dt>{swapMessages.minimumReceived}</dt>
      <dd>{`${formatAmount(quote.toAmountMin, quote.to.decimals, { roundDown: true })} ${buy}`}</dd>
      <dt>{swapMessages.slippage}</dt>
      <dd>{swapMessages.slippageValue(slippage)}</dd>
      {review ? null : (
        <>
          <dt>{swapMessages.networkFee}</dt>
          <dd>{fee}</dd>
        </>
      )}
    </dl>
  )
}
