import type { Message } from '@latch/core'
import {
  afterModalOpening,
  getClientContext,
  getLegalGate,
  requestEmailCode,
} from '@latch/core/internal'
import { useEffect, useId, useState } from 'react'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'
import { useAuthFormStyles } from './authStyles.js'

/**
 * The Connect view's email login: `textbox` "Email" and `button`
 * "Continue", which sends a one-time code and opens Confirm Email. Its chunk loads only when email
 * login is on; showing it starts loading the secure frame, so the code request is quick.
 * `disabled` (the terms checkbox not ticked, `features.legalCheckbox`) disables "Continue".
 */
export default function EmailLogin({ disabled = false }: { disabled?: boolean }) {
  const client = useLatchClient()
  const styles = useAuthFormStyles()
  const { t } = useMessages()
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<Message | undefined>()
  const [sending, setSending] = useState(false)
  // The secure frame's chunk loads once the modal has shown and finished its animation.
  useEffect(() => afterModalOpening(() => client.prepareEmailLogin()), [client])
  const submit = async () => {
    // Spec §3, §9: no code is sent while the terms checkbox waits to be ticked (`getLegalGate`).
    const { legalAccepted } = client.stores.modal.getState()
    const gate = getLegalGate({ options: client.options, legalAccepted })
    if (sending || disabled || gate.blocked) return
    setSending(true)
    setError(undefined)
    const context = getClientContext(client)
    const result = await requestEmailCode(context, client.embeddedWalletFeature, email)
    setSending(false)
    if (!result.ok) setError(result.message)
  }
  return (
    <form
      ref={styles}
      className="latch-email-form latch-field"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label htmlFor={inputId}>{t('email.label')}</label>
      <div className="latch-field-row">
        <input
          id={inputId}
          className="latch-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('email.placeholder')}
          value={email}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className="latch-button latch-button-accent"
          disabled={disabled || sending || email.trim() === ''}
        >
          {t('email.continue')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="latch-form-error" role="alert">
          {t(error.key, error.values)}
        </p>
      ) : null}
    </form>
  )
}
