import { localizeNumber, type OnrampController, type OnrampState } from '@latch/core/internal'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import type { Translate } from '../../i18n/LocaleContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import { BuyAmount, BuyCurrencies, BuyProviders, providerName } from './BuyFields.js'
import { BuyQuote } from './BuyQuote.js'
import buyCss from './buy.css?inline'

const getBuyStyleSheet = lazyStyleSheet(buyCss)

/** The amount's hint: its error, else the method's limits, in the locale's digits. */
function amountHint(t: Translate, locale: string, state: OnrampState): string | undefined {
  const { amountError, limits } = state
  const range = (min: string, max: string, currency: string) => ({
    min: localizeNumber(min, locale),
    max: localizeNumber(max, locale),
    currency,
  })
  if (amountError?.reason === 'outOfRange') {
    const { min, max, currency } = amountError
    return t('buy.amountOutOfRange', range(min, max, currency))
  }
  if (amountError) return t('buy.amountInvalid')
  return limits ? t('buy.limits', range(limits.min, limits.max, limits.currency)) : undefined
}

/**
 * The Buy form: `radiogroup` "Provider", the "Purchase currency", "Payment currency" and "Payment
 * method" selects, `textbox` "Amount" with the limits, the quote (asked by core 500 ms after
 * typing), "Sample rates shown" when the sample data is in use, and `button` "Continue",
 * which opens the provider's page in a popup (or offers it as a link when the popup is blocked).
 * Core's controller loads the options again when the account or network changes.
 */
export function BuyForm({ controller }: { controller: OnrampController }) {
  const client = useLatchClient()
  const { t, locale } = useViewMessages()
  const styleRef = useAdoptedStyleSheet(getBuyStyleSheet)
  const state = useStore(controller.store)
  // Once loaded, core's controller loads the options again when the account or network changes.
  useEffect(() => {
    void controller.load()
  }, [controller])

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className="latch-center" ref={styleRef}>
        <span className="latch-spinner" role="progressbar" aria-label={t('buy.loading')} />
      </div>
    )
  }
  if (state.status === 'unsupported') {
    return <p className="latch-muted">{t('buy.unsupported')}</p>
  }
  const provider = providerName(t, state.provider)
  const hint = amountHint(t, locale, state)
  const onContinue = () => {
    // Synchronously in the click: core opens the popup before its first await (popup blockers).
    void controller.continueToProvider().then(({ status }) => {
      if (status === 'failed') {
        client.showToast({
          message: { key: 'toast.openProviderFailed', values: { provider } },
          variant: 'error',
        })
      }
    })
  }
  return (
    <div className="latch-buy" ref={styleRef}>
      <BuyProviders controller={controller} state={state} />
      <BuyCurrencies controller={controller} state={state} />
      <BuyAmount controller={controller} state={state} hint={hint} />
      <BuyQuote state={state} />
      {state.sampleData ? <p className="latch-muted">{t('buy.sampleRates')}</p> : null}
      {state.apiAvailable ? null : <p className="latch-muted">{t('buy.needsApi')}</p>}
      <button
        type="button"
        className="latch-button latch-button-accent"
        disabled={!state.canContinue}
        onClick={onContinue}
      >
        {t('buy.continue')}
      </button>
      <ContinueStatus state={state} provider={provider} />
    </div>
  )
}

/** What "Continue" did: the popup is open, or it was blocked and the page is offered as a link. */
function ContinueStatus({ state, provider }: { state: OnrampState; provider: string }) {
  const { t } = useViewMessages()
  if (state.continueStatus === 'opened') {
    return (
      <p className="latch-muted" role="status">
        {t('buy.continueInProvider', { provider })}
      </p>
    )
  }
  if (state.continueStatus !== 'blocked' || !state.providerUrl) return null
  return (
    <p role="status">
      {t('buy.popupBlocked')}{' '}
      <a href={state.providerUrl} target="_blank" rel="noopener noreferrer">
        {t('buy.openProvider', { provider })}
      </a>
    </p>
  )
}
