import type { OnrampController, OnrampState } from '@latch/core/internal'
import { useId } from 'react'
import type { Translate } from '../../i18n/LocaleContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

type PaymentMethod = NonNullable<OnrampState['paymentMethod']>

/** What each Buy field shows and whom it tells: the form's state and core's Buy controller. */
type FieldProps = { controller: OnrampController; state: OnrampState }

/** Providers by name; an unknown id is shown as sent. */
const knownProviders = new Set(['coinbase', 'meld'])
const knownPaymentMethods = new Set(['card', 'ach_bank_account'])

/** A provider's name in the locale; an unknown id as sent; '' for none. */
export const providerName = (t: Translate, provider: string | undefined) =>
  provider ? (knownProviders.has(provider) ? t(`buy.provider.${provider}`) : provider) : ''

/** `radiogroup` "Provider": one radio per provider the project offers. */
export function BuyProviders({ controller, state }: FieldProps) {
  const { t } = useViewMessages()
  const id = useId()
  return (
    <div className="latch-buy-providers" role="radiogroup" aria-labelledby={`${id}-provider`}>
      <span id={`${id}-provider`} className="visually-hidden">
        {t('buy.provider')}
      </span>
      {state.providers.map((provider) => (
        <label key={provider}>
          <input
            type="radio"
            name={`${id}-provider`}
            value={provider}
            checked={state.provider === provider}
            onChange={() => controller.selectProvider(provider)}
          />
          {providerName(t, provider)}
        </label>
      ))}
    </div>
  )
}

/** The "Purchase currency", "Payment currency" and "Payment method" selects. */
export function BuyCurrencies({ controller, state }: FieldProps) {
  const { t } = useViewMessages()
  return (
    <>
      <label className="latch-buy-field">
        {t('buy.purchaseCurrency')}
        <select
          value={state.purchaseCurrencyId ?? ''}
          onChange={(event) => controller.selectPurchaseCurrency(event.target.value)}
        >
          {state.purchaseOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name && option.name !== option.symbol
                ? t('buy.purchaseOption', { name: option.name, symbol: option.symbol })
                : option.symbol}
            </option>
          ))}
        </select>
      </label>
      <div className="latch-buy-row">
        <label className="latch-buy-field">
          {t('buy.paymentCurrency')}
          <select
            value={state.paymentCurrencyId ?? ''}
            onChange={(event) => controller.selectPaymentCurrency(event.target.value)}
          >
            {state.paymentCurrencies.map(({ id }) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <label className="latch-buy-field">
          {t('buy.paymentMethod')}
          <select
            value={state.paymentMethod ?? ''}
            onChange={(event) =>
              controller.selectPaymentMethod(event.target.value as PaymentMethod)
            }
          >
            {state.paymentMethods.map((method) => (
              <option key={method} value={method}>
                {knownPaymentMethods.has(method) ? t(`buy.paymentMethod.${method}`) : method}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  )
}

/** `textbox` "Amount" and its `hint` (its error, else the method's limits). */
export function BuyAmount({ controller, state, hint }: FieldProps & { hint: string | undefined }) {
  const { t } = useViewMessages()
  const id = useId()
  return (
    <>
      <label className="latch-buy-field">
        {t('buy.amount')}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="100.00"
          value={state.amount}
          aria-invalid={state.amountError ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => controller.setAmount(event.target.value)}
        />
      </label>
      {hint ? (
        <p
          id={`${id}-hint`}
          className={state.amountError ? 'latch-error-text' : 'latch-muted'}
          aria-live="polite"
        >
          {hint}
        </p>
      ) : null}
    </>
  )
}
