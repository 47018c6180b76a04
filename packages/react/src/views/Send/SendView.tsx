import { formatDecimalUnits } from '@latch/core'
import { type SendController, type SendToken, sendFeature } from '@latch/core/internal'
import { type FormEvent, useEffect, useId } from 'react'
import { useStore } from 'zustand'
import { TokenSelect, type TokenSelectOption } from '../../components/TokenSelect.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { useWalletFeatureStyles } from '../../styles/useWalletFeatureStyles.js'
import { SendReview } from './SendReview.js'

/**
 * Send (send flow): `button` "Select token", `textbox` "Amount" with
 * `button` "Max", `textbox` "Recipient address" (an address, or an ENS name on EVM), `button`
 * "Review"; the review shows what is sent to whom, the network fee and the simulated balance
 * changes, then `button` "Send" asks the wallet. The rules live in core's Send controller.
 */
export default function SendView() {
  const client = useLatchClient()
  const ref = useWalletFeatureStyles()
  const { t } = useViewMessages()
  const { api: controller } = useFeature(sendFeature)
  // The token list comes from the Tokens data: load it (cached 30 s, spec §9).
  useEffect(() => {
    void client.fetchTokenBalances()
  }, [client])
  return (
    <div className="latch-form" ref={ref}>
      {controller ? (
        <SendBody controller={controller} />
      ) : (
        <p className="latch-preview-status" role={controller === null ? 'alert' : 'status'}>
          {controller === null ? t('send.loadFailed') : t('send.loading')}
        </p>
      )}
    </div>
  )
}

function toOption(token: SendToken): TokenSelectOption {
  return {
    key: token.key,
    symbol: token.symbol,
    name: token.name,
    iconUrl: token.iconUrl,
    balance:
      token.balance === undefined ? undefined : formatDecimalUnits(token.balance, token.decimals),
  }
}

function SendBody({ controller }: { controller: SendController }) {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const state = useStore(controller.store)
  // Re-render when the Tokens data or the balance arrives: the token list is read from them.
  useStore(client.stores.accountData, (data) => data.tokens.balances)
  useStore(client.stores.chain)
  const amountId = useId()
  const receiverId = useId()
  const errorId = useId()
  const tokens = controller.getTokens()
  const error = state.error ? (
    <p className="latch-error-text" role="alert" id={errorId}>
      {t(state.error.key, state.error.values)}
    </p>
  ) : null

  if (state.step === 'review' && state.review) {
    return (
      <SendReview
        controller={controller}
        review={state.review}
        sending={state.status === 'sending'}
        error={error}
        errorId={state.error ? errorId : undefined}
      />
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void controller.review()
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <TokenSelect
        label={t('send.selectToken')}
        options={tokens.map(toOption)}
        selectedKey={state.token?.key}
        emptyText={t('send.noTokens')}
        onSelect={(option) => {
          const token = tokens.find((candidate) => candidate.key === option.key)
          if (token) controller.setToken(token)
        }}
      />
      <div className="latch-field">
        <label htmlFor={amountId}>{t('send.amount')}</label>
        <div className="latch-field-row">
          <input
            id={amountId}
            className="latch-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={state.amount}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            onChange={(event) => controller.setAmount(event.target.value)}
          />
          <button
            type="button"
            className="latch-button"
            onClick={() => void controller.setMax()}
            disabled={!state.token}
          >
            {t('send.max')}
          </button>
        </div>
      </div>
      <div className="latch-field">
        <label htmlFor={receiverId}>{t('send.recipient')}</label>
        <input
          id={receiverId}
          className="latch-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('send.recipientPlaceholder')}
          value={state.receiver}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errorId : undefined}
          onChange={(event) => controller.setReceiver(event.target.value)}
        />
      </div>
      {error}
      <button
        type="submit"
        className="latch-button latch-button-accent"
        disabled={state.status === 'checking'}
      >
        {state.status === 'checking' ? t('send.checking') : t('send.review')}
      </button>
    </form>
  )
}
