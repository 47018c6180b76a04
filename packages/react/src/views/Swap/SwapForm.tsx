import { formatBalance } from '@latch/core'
import { type SwapController, stripInvisible } from '@latch/core/internal'
import { useId } from 'react'
import { useStore } from 'zustand'
import { TokenSelect } from '../../components/TokenSelect.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { SwapActions } from './SwapActions.js'
import { SwapQuoteSummary } from './SwapQuoteSummary.js'

/**
 * The Swap form: "Sell token", "Sell amount" (decimal keyboard) with "Max" and the balance, "Buy
 * token", the form's problem or the quote, "Approve {SYMBOL}" when needed and "Review swap"
 * (also Enter in the amount).
 */
export function SwapForm({ controller }: { controller: SwapController }) {
  const state = useStore(controller.store)
  const { t, locale } = useViewMessages()
  const errorId = useId()
  const { sellToken, buyToken, formError, quoteStatus, quoteError } = state
  // Blank and unchosen are where every form starts: said quietly, not as an error.
  const shownError = formError === 'noAmount' || formError === 'selectToken' ? undefined : formError
  const busy = state.pending !== undefined
  return (
    <form
      className="latch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void controller.review()
      }}
    >
      <div className="latch-field">
        <span className="latch-field-label">{t('swap.sell')}</span>
        <TokenSelect
          label={t('swap.sellToken')}
          options={state.tokens}
          selectedKey={sellToken?.key}
          onSelect={(option) => controller.setSellToken(option.key)}
          emptyText={t('swap.noTokens')}
        />
        <div className="latch-field-row">
          <input
            className="latch-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t('swap.sellAmount')}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            value={state.sellAmount}
            readOnly={busy}
            onChange={(event) => controller.setSellAmount(event.currentTarget.value)}
          />
          {sellToken?.balance !== undefined ? (
            <button
              type="button"
              className="latch-button"
              disabled={busy}
              onClick={() => controller.setMaxAmount()}
            >
              {t('swap.max')}
            </button>
          ) : null}
        </div>
        {sellToken?.balance !== undefined ? (
          <p className="latch-preview-status">
            {t('swap.balance', {
              amount: formatBalance(sellToken.balance, undefined, locale),
              symbol: stripInvisible(sellToken.symbol).slice(0, 16),
            })}
          </p>
        ) : null}
      </div>
      <div className="latch-field">
        <span className="latch-field-label">{t('swap.buy')}</span>
        <TokenSelect
          label={t('swap.buyToken')}
          options={state.tokens}
          selectedKey={buyToken?.key}
          onSelect={(option) => controller.setBuyToken(option.key)}
          emptyText={t('swap.noTokens')}
        />
      </div>
      {shownError ? (
        <p className="latch-error-text" id={errorId} role="alert">
          {t(`swap.error.${shownError}`)}
        </p>
      ) : null}
      {quoteStatus === 'loading' ? (
        <p className="latch-preview-status" role="status">
          {t('swap.quoting')}
        </p>
      ) : null}
      {quoteError ? (
        <p className="latch-error-text" role="alert">
          {t(`swap.error.${quoteError}`)}
        </p>
      ) : null}
      <SwapQuoteSummary state={state} />
      <SwapActions controller={controller} state={state} />
      <button
        type="submit"
        className="latch-button latch-button-accent"
        disabled={!state.canReview}
      >
        {t('swap.review')}
      </button>
    </form>
  )
}
