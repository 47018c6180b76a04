import { createPanel } from '../dom/createPanel.js'
import { element } from '../dom/element.js'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import {
  createFrameTexts,
  englishWords,
  type FrameTexts,
  type Translate,
} from '../i18n/createFrameTexts.js'
import { formatWait } from './formatWait.js'

/** The one-time code's length: the 6th digit submits. */
export const CODE_LENGTH = 6

/** What the code form can do for the email the code was sent to. */
export type LoginActions = {
  /**
   * Checks the code with the server and opens or creates the wallet; resolves once signed in
   * (the form is then hidden by its owner).
   * @throws {AuthFrameError} With a login `reason` (see {@link loginErrorMessage}).
   */
  verify(code: string): Promise<void>
  /** Asks the server to email a new code. */
  resend(): Promise<void>
}

/** Shows the frame's code form, or nothing. */
export type LoginPresenter = {
  show(actions: LoginActions): void
  hide(): void
}

/**
 * The words the form shows for a failed `verify` or `resend`, in the frame's locale. A refusal
 * that says how long to wait (`rate_limited` with `retryAfter`) says it: "Too many attempts. Try
 * again in 14 minutes."
 * @param error - What the action threw (an {@link AuthFrameError} from `toLoginError`).
 * @param t - The frame's texts (English by default).
 * @param locale - The locale of `t`, for the wait's units.
 */
export function loginErrorMessage(
  error: unknown,
  t: Translate = englishWords.t,
  locale = 'en',
): string {
  const reason = error instanceof AuthFrameError ? error.reason : undefined
  switch (reason) {
    case 'invalid_code': {
      const left = (error as AuthFrameError).attemptsLeft
      if (left === undefined) return t('login.invalidCode')
      return t('login.invalidCodeAttempts', { count: left })
    }
    case 'expired_code':
      return t('login.expiredCode')
    case 'locked':
      return t('login.locked')
    case 'rate_limited': {
      const wait = (error as AuthFrameError).retryAfter
      if (wait === undefined) return t('login.rateLimited')
      return t('login.rateLimitedWait', { time: formatWait(wait, locale) })
    }
    case 'network':
      return t('login.unreachable')
    case 'passkey_required':
      return t('login.passkeyRequired')
    default:
      return t('login.failed')
  }
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH)

/**
 * The one-time code form, inside the frame so the host page never sees the code (plain DOM, text
 * only through `textContent`): the field "One-time code" (digits only; the 6th digit or Enter
 * submits), a status line ("Authenticating...", "Code sent"), an alert line for errors, and the
 * button "Resend code". Only trusted events act: the user's own typing, paste, Enter and click.
 * While a code is checked the field is read-only; a refused code clears it and focus returns to
 * it. While a new code is being sent the field stays open (the mail may come first), and only a
 * code typed before "Resend code" is cleared. Focus moves to the field when the form appears.
 * Texts are in the frame's locale when the form is shown, and stay in it while it is (a new locale
 * applies once it is gone). A wallet only a passkey opens on this device (`passkey_required`: the
 * login was ended) closes the form for good with "This wallet is protected by a passkey. Go back
 * and choose “Continue with a passkey” to use it on this device."
 *
 * @param parameters.root - The page's container (hidden when no code is awaited).
 * @param parameters.texts - The frame's texts (English by default).
 */
export function createLoginView(parameters: {
  root: HTMLElement
  texts?: FrameTexts
}): LoginPresenter {
  const { root } = parameters
  const texts = parameters.texts ?? createFrameTexts()
  const panel = createPanel(root)

  function show(actions: LoginActions) {
    // The form keeps its language while shown (a new locale waits for it to go).
    const release = texts.hold()
    const { t } = texts
    let current = true
    let busy = false
    panel.begin(() => {
      current = false
      release()
    })

    const form = element('form', 'login')
    form.noValidate = true
    const label = element('label', 'login-label', t('login.codeLabel'))
    const input = element('input', 'login-code')
    input.id = label.htmlFor = 'login-code'
    input.type = 'text'
    input.inputMode = 'numeric'
    input.autocomplete = 'one-time-code'
    input.maxLength = CODE_LENGTH
    input.spellcheck = false
    input.setAttribute('autocapitalize', 'off')
    const status = element('p', 'login-status')
    status.setAttribute('role', 'status')
    const alert = element('p', 'login-error')
    alert.id = 'login-error'
    alert.setAttribute('role', 'alert')
    input.setAttribute('aria-describedby', alert.id)
    const resend = element('button', 'login-resend', t('login.resend'))
    resend.type = 'button'
    form.append(label, input, status, alert, resend)

    const say = (words: { status?: string; error?: string }) => {
      status.textContent = words.status ?? ''
      alert.textContent = words.error ?? ''
      if (words.error) input.setAttribute('aria-invalid', 'true')
      else input.removeAttribute('aria-invalid')
    }
    const setBusy = (value: boolean) => {
      busy = value
      resend.disabled = value
      if (value) form.setAttribute('aria-busy', 'true')
      else form.removeAttribute('aria-busy')
    }

    async function submit() {
      if (busy) return
      const code = input.value
      if (code.length !== CODE_LENGTH) {
        say({ error: t('login.enterCode', { length: CODE_LENGTH }) })
        input.focus()
        return
      }
      setBusy(true)
      input.readOnly = true
      say({ status: t('login.authenticating') })
      try {
        await actions.verify(code)
      } catch (error) {
        if (!current) return
        input.value = ''
        say({ error: loginErrorMessage(error, t, texts.locale) })
        // Only a passkey opens this wallet here: the login was ended, the form stays closed.
        if (error instanceof AuthFrameError && error.reason === 'passkey_required') return
        setBusy(false)
        input.readOnly = false
        input.focus()
      }
    }

    // While a new code is being sent the field stays open: the mail can arrive (and be typed)
    // before the answer does. What was there before is cleared then, not what the user typed since.
    let resending = false
    async function sendAgain() {
      if (busy || resending) return
      resending = true
      resend.disabled = true
      const before = input.value
      say({})
      try {
        await actions.resend()
        if (!current) return
        if (!busy && input.value === before) input.value = ''
        if (!busy) say({ status: t('login.codeSent') })
      } catch (error) {
        if (!current) return
        if (!busy) say({ error: loginErrorMessage(error, t, texts.locale) })
      } finally {
        resending = false
      }
      resend.disabled = busy
      if (!busy) input.focus()
    }

    // Takes what the user typed or pasted: digits only; the last digit submits.
    const accept = (value: string) => {
      const code = digitsOnly(value)
      if (input.value !== code) input.value = code
      if (code.length === CODE_LENGTH) void submit()
    }

    form.addEventListener('submit', (event) => event.preventDefault())
    input.addEventListener('input', (event) => {
      if (!event.isTrusted || busy) return
      accept(input.value)
    })
    // A pasted "123 456" would be cut to maxlength before its space is stripped: read it here.
    input.addEventListener('paste', (event) => {
      if (!event.isTrusted || busy || input.readOnly) return
      const pasted = event.clipboardData?.getData('text')
      if (pasted === undefined) return
      event.preventDefault()
      const start = input.selectionStart ?? input.value.length
      const end = input.selectionEnd ?? start
      accept(input.value.slice(0, start) + pasted + input.value.slice(end))
    })
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return
      event.preventDefault()
      if (!event.isTrusted || event.isComposing) return
      void submit()
    })
    resend.addEventListener('click', (event) => {
      if (!event.isTrusted) return
      void sendAgain()
    })

    panel.mount(form, input)
  }

  return {
    show,
    hide: panel.hide,
  }
}
