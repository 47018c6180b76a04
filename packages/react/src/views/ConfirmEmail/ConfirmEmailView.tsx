import { useId, useState } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { authMessages } from '../Connect/authMessages.js'
import { useAuthFormStyles } from '../Connect/authStyles.js'

/**
 * Confirm Email (spec §2; DESIGN.md §4): `textbox` "One-time code" (six digits; the sixth submits)
 * and `button` "Resend code". While the code is checked the toast says 'Authenticating...' (spec
 * §8); a wrong, expired or locked code shows its message here and clears the field.
 */
export default function ConfirmEmailView() {
  const client = useLatchClient()
  const styles = useAuthFormStyles()
  const email = useStore(client.stores.router, (state) => state.data.email) ?? ''
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const verify = async (value: string) => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    const result = await client.verifyEmailCode(value)
    setBusy(false)
    if (!result.ok) {
      setError(result.message)
      setCode('')
    }
  }
  const resend = async () => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    const result = await client.sendEmailCode(email)
    setBusy(false)
    if (!result.ok) setError(result.message)
  }
  return (
    <form
      ref={styles}
      className="latch-email-form latch-field"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (code.length === 6) void verify(code)
      }}
    >
      <p id={hintId} className="latch-muted">
        {authMessages.codeSentTo(email)}
      </p>
      <label htmlFor={inputId}>{authMessages.oneTimeCode}</label>
      <input
        id={inputId}
        className="latch-input latch-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        readOnly={busy}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(digits)
          if (digits.length === 6) void verify(digits)
        }}
      />
      {error ? (
        <p id={errorId} className="latch-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="latch-muted">{authMessages.codeExpiry}</p>
      <button type="button" className="latch-button" disabled={busy} onClick={() => void resend()}>
        {authMessages.resendCode}
      </button>
    </form>
  )
}
