// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import type { Visibility } from '../approval/watchVisibility.js'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import german from '../i18n/locales/de.json'
import { buttonNamed, trustedClick } from '../testing/userEvents.js'
import { createPasskeyView, type PasskeyPrompt } from './createPasskeyView.js'

// Issue 29, design D-1: every WebAuthn prompt starts from a trusted click on the frame's own button.
function setup(options: { visible?: boolean } = {}) {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const texts = createFrameTexts({ languages: () => ['en'] })
  const watch = {
    elements: [] as Element[],
    checks: undefined as unknown,
    set: (_visibility: Visibility) => {},
    stopped: vi.fn(),
  }
  const view = createPasskeyView({
    root,
    texts,
    watchVisibility: (elements, onChange, checks) => {
      watch.elements = [...elements]
      watch.checks = checks
      watch.set = onChange
      onChange(options.visible === false ? 'covered' : 'visible')
      return watch.stopped
    },
  })
  const status = () => root.querySelector('[role="status"]')?.textContent
  const alert = () => root.querySelector('[role="alert"]')?.textContent
  return { root, texts, view, status, alert, watch }
}

const prompt = (overrides: Partial<PasskeyPrompt> = {}): PasskeyPrompt => ({
  step: 'login',
  domain: 'auth.example',
  start: vi.fn(() => new Promise<void>(() => {})),
  ...overrides,
})

describe('createPasskeyView', () => {
  test.each([
    ['login', 'Log in with a passkey', 'Use a passkey', 'saved for auth.example'],
    ['create', undefined, 'Create a passkey', 'It is saved for auth.example.'],
    ['confirm', 'Confirm your passkey', 'Confirm passkey', 'your usual login can'],
  ] as const)('%s: heading, hint naming the domain, button', (step, title, button, hint) => {
    const { root, view } = setup()
    view.show(prompt({ step }))
    expect(root.hidden).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe(title)
    expect(root.querySelector('.passkey-hint')?.textContent).toContain(hint)
    expect(buttonNamed(root, button)).toBe(document.activeElement)
  })

  test('only a trusted click starts the prompt, once while it runs', () => {
    const { root, view, status } = setup()
    const shown = prompt()
    view.show(shown)
    const button = buttonNamed(root, 'Use a passkey')
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    button.click()
    expect(shown.start).not.toHaveBeenCalled()
    trustedClick(button)
    trustedClick(button)
    expect(shown.start).toHaveBeenCalledTimes(1)
    expect(button.disabled).toBe(true)
    expect(status()).toBe('Waiting for your passkey…')
  })

  test('a failed prompt enables the button again; the owner’s notices say why', async () => {
    const { root, view, status, alert } = setup()
    let fail = (_error: Error) => {}
    const shown = prompt({
      start: vi.fn(
        () =>
          new Promise<void>((_, reject) => {
            fail = reject
          }),
      ),
    })
    view.show(shown)
    const button = buttonNamed(root, 'Use a passkey')
    trustedClick(button)
    fail(new Error('x'))
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    expect(status()).toBe('')
    view.show(prompt({ notice: 'failed' }))
    expect(alert()).toBe('The passkey did not work. Try again.')
    view.show(prompt({ notice: 'expired' }))
    expect(alert()).toBe('This took too long. Try again.')
    view.show(prompt({ step: 'confirm', notice: 'exists' }))
    expect(status()).toBe('This passkey is already added. Confirm it to protect this wallet.')
    expect(alert()).toBe('')
  })

  test('hide empties and hides the panel; a prompt ending after that changes nothing', async () => {
    const { root, view } = setup()
    let fail = () => {}
    view.show(
      prompt({
        start: () =>
          new Promise<void>((_, reject) => {
            fail = () => reject(new Error('x'))
          }),
      }),
    )
    trustedClick(buttonNamed(root, 'Use a passkey'))
    view.hide()
    fail()
    await Promise.resolve()
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  test('speaks the frame’s locale', async () => {
    const { root, view, texts } = setup()
    await texts.setLocale('de')
    view.show(prompt({ step: 'create' }))
    expect(buttonNamed(root, german['passkey.create'])).toBeDefined()
  })
  // Security review (issue 29): a host page could make the frame transparent over its own button.
  test('the button is enabled only while the panel is really visible (clickjacking guard)', () => {
    const { root, view, watch } = setup({ visible: false })
    const shown = prompt()
    view.show(shown)
    const button = buttonNamed(root, 'Use a passkey')
    expect(watch.elements).toEqual([root.querySelector('section'), button])
    expect(watch.checks).toEqual({ focus: false, size: false })
    expect(button.disabled).toBe(true)
    trustedClick(button)
    expect(shown.start).not.toHaveBeenCalled()
    watch.set('visible')
    expect(button.disabled).toBe(false)
    watch.set('covered')
    expect(button.disabled).toBe(true)
    // A click that reaches the button while it is covered does nothing either.
    button.disabled = false
    trustedClick(button)
    expect(shown.start).not.toHaveBeenCalled()
    watch.set('visible')
    trustedClick(button)
    expect(shown.start).toHaveBeenCalledTimes(1)
    watch.set('visible')
    expect(button.disabled).toBe(true)
    view.hide()
    expect(watch.stopped).toHaveBeenCalled()
  })

  test('refuse: the message only, no button, until hidden', async () => {
    const { root, view, alert, texts } = setup()
    view.refuse('loginAgain')
    expect(root.hidden).toBe(false)
    expect(alert()).toBe('For your security, log in again to add a passkey.')
    expect(root.querySelector('button')).toBeNull()
    view.refuse('tooMany')
    expect(alert()).toBe('This account already has the most passkeys it can hold.')
    view.hide()
    expect(root.hidden).toBe(true)
    await texts.setLocale('de')
    view.refuse('loginAgain')
    expect(alert()).toBe(german['passkey.loginAgain'])
  })
})
