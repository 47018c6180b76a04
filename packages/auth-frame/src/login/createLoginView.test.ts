// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import { trusted } from '../testing/userEvents.js'
import { createLoginView, type LoginActions, loginErrorMessage } from './createLoginView.js'

const loginError = (reason: AuthFrameError['reason'], attemptsLeft?: number) =>
  new AuthFrameError(4100, 'refused', { reason, attemptsLeft })

function setup(actions: Partial<LoginActions> = {}) {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const view = createLoginView({ root })
  const verify = vi.fn(actions.verify ?? (async () => {}))
  const resend = vi.fn(actions.resend ?? (async () => {}))
  view.show({ verify, resend })
  const input = root.querySelector('input') as HTMLInputElement
  const button = root.querySelector('button') as HTMLButtonElement
  const status = root.querySelector('[role="status"]') as HTMLElement
  const alert = root.querySelector('[role="alert"]') as HTMLElement
  const type = (value: string, isTrusted = true) => {
    input.value = value
    const event = new Event('input', { bubbles: true })
    input.dispatchEvent(isTrusted ? trusted(event) : event)
  }
  const press = (key: string) =>
    input.dispatchEvent(trusted(new KeyboardEvent('keydown', { key, bubbles: true })))
  return { root, view, verify, resend, input, button, status, alert, type, press }
}

describe('createLoginView', () => {
  test('the form: labelled code field, status and alert lines, Resend; focus on the field', () => {
    const { root, input, button, status, alert } = setup()
    expect(root.hidden).toBe(false)
    const label = root.querySelector('label') as HTMLLabelElement
    expect(label.textContent).toBe('One-time code')
    expect(label.htmlFor).toBe(input.id)
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.maxLength).toBe(6)
    expect(button.type).toBe('button')
    expect(button.textContent).toBe('Resend code')
    expect(status.textContent).toBe('')
    expect(alert.textContent).toBe('')
    expect(document.activeElement).toBe(input)
  })

  test('strips non-digits; the 6th digit submits, read-only while checking', async () => {
    let settle: () => void = () => {}
    const { verify, input, type, status } = setup({
      verify: () =>
        new Promise<void>((resolve) => {
          settle = resolve
        }),
    })
    type('12a 3')
    expect(input.value).toBe('123')
    expect(verify).not.toHaveBeenCalled()
    type('123-456')
    expect(input.value).toBe('123456')
    expect(verify).toHaveBeenCalledWith('123456')
    expect(input.readOnly).toBe(true)
    expect(status.textContent).toBe('Authenticating...')
    type('123456')
    expect(verify).toHaveBeenCalledOnce()
    settle()
  })

  test('Enter submits; an incomplete code is not sent', async () => {
    const { verify, input, press, alert } = setup()
    input.value = '12345'
    press('Enter')
    expect(verify).not.toHaveBeenCalled()
    expect(alert.textContent).toBe('Enter the 6-digit code')
    input.value = '123456'
    press('Enter')
    expect(verify).toHaveBeenCalledWith('123456')
  })

  test('a wrong code shows attempts left, clears the field and refocuses it', async () => {
    const { type, input, alert, status, button } = setup({
      verify: async () => {
        throw loginError('invalid_code', 3)
      },
    })
    type('000000')
    await vi.waitFor(() => expect(alert.textContent).toBe('Invalid code. 3 attempts left.'))
    expect(input.value).toBe('')
    expect(input.readOnly).toBe(false)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(status.textContent).toBe('')
    expect(button.disabled).toBe(false)
    expect(document.activeElement).toBe(input)
  })

  test('issue 29: a wallet only a passkey opens here says so, and the form stays closed', async () => {
    const { type, input, alert, button } = setup({
      verify: async () => {
        throw loginError('passkey_required')
      },
    })
    type('123456')
    await vi.waitFor(() =>
      expect(alert.textContent).toBe(
        'This wallet is protected by a passkey. Go back and choose “Continue with a passkey” to use it on this device.',
      ),
    )
    expect(input.value).toBe('')
    expect(input.readOnly).toBe(true)
    expect(button.disabled).toBe(true)
  })

  test('error words', () => {
    expect(loginErrorMessage(loginError('invalid_code', 1))).toBe('Invalid code. 1 attempt left.')
    expect(loginErrorMessage(loginError('invalid_code'))).toBe('Invalid code')
    expect(loginErrorMessage(loginError('expired_code'))).toBe(
      'This code has expired. Send a new one.',
    )
    expect(loginErrorMessage(loginError('locked'))).toBe('Too many wrong codes. Send a new one.')
    expect(loginErrorMessage(loginError('rate_limited'))).toBe(
      'Too many requests. Try again later.',
    )
    expect(loginErrorMessage(loginError('network'))).toBe('The login server could not be reached')
  })

  test("a 429 says why and how long to wait, in the frame's locale", async () => {
    const wait = (retryAfter: number) =>
      new AuthFrameError(4100, 'refused', { reason: 'rate_limited', retryAfter })
    expect(loginErrorMessage(wait(840))).toBe('Too many attempts. Try again in 14 minutes.')
    expect(loginErrorMessage(wait(61))).toBe('Too many attempts. Try again in 2 minutes.')
    expect(loginErrorMessage(wait(60))).toBe('Too many attempts. Try again in 1 minute.')
    expect(loginErrorMessage(wait(15))).toBe('Too many attempts. Try again in 15 seconds.')
    const texts = createFrameTexts({ languages: () => [] })
    await texts.setLocale('de')
    expect(loginErrorMessage(wait(840), texts.t, texts.locale)).toBe(
      'Zu viele Versuche. Versuche es in 14 Minuten erneut.',
    )
  })

  test('a refused code shows the wait', async () => {
    const { type, alert } = setup({
      verify: async () => {
        throw new AuthFrameError(4100, 'refused', { reason: 'rate_limited', retryAfter: 900 })
      },
    })
    type('123456')
    await vi.waitFor(() =>
      expect(alert.textContent).toBe('Too many attempts. Try again in 15 minutes.'),
    )
  })

  test('Resend acts on a trusted click only, then says "Code sent"', async () => {
    const { button, resend, status, input } = setup()
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(resend).not.toHaveBeenCalled()
    button.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })))
    expect(resend).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(status.textContent).toBe('Code sent'))
    expect(document.activeElement).toBe(input)
  })

  test('a code typed while the new one is being sent is kept and submitted, not cleared', async () => {
    let answer: () => void = () => {}
    const { button, resend, verify, input, type } = setup({
      resend: () =>
        new Promise<void>((resolve) => {
          answer = resolve
        }),
    })
    type('12')
    button.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })))
    expect(resend).toHaveBeenCalledOnce()
    expect(button.disabled).toBe(true)
    // The mail came before the server's answer: the user types the new code at once.
    type('654321')
    await vi.waitFor(() => expect(verify).toHaveBeenCalledWith('654321'))
    answer()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(input.value).toBe('654321')
  })

  test('a refused resend shows why', async () => {
    const { button, alert } = setup({
      resend: async () => {
        throw loginError('rate_limited')
      },
    })
    button.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })))
    await vi.waitFor(() => expect(alert.textContent).toBe('Too many requests. Try again later.'))
  })

  test('synthetic input and Enter events do nothing', () => {
    const { type, verify, input } = setup()
    type('123456', false)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(verify).not.toHaveBeenCalled()
  })

  test('hide empties and hides the page', () => {
    const { view, root } = setup()
    view.hide()
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })
})
