import type { watchVisibility as defaultWatchVisibility } from '../approval/watchVisibility.js'
import { createPanel } from '../dom/createPanel.js'
import { element } from '../dom/element.js'
import { createFrameTexts, type FrameTexts } from '../i18n/createFrameTexts.js'

/** The panel's steps: log in, create a passkey, confirm it (the recovery factor). */
export type PasskeyStep = 'login' | 'create' | 'confirm'

/**
 * A line above the button: `exists` (the authenticator already holds the user's passkey: confirm
 * it), `failed` (the prompt did not work) or `expired` (the challenge timed out).
 */
export type PasskeyNotice = 'exists' | 'failed' | 'expired'

/** One step as {@link PasskeyPresenter.show} shows it. */
export type PasskeyPrompt = {
  step: PasskeyStep
  /** The relying party id (the auth server's domain) the hint names. */
  domain: string
  notice?: PasskeyNotice
  /**
   * Runs the step's WebAuthn prompt and what follows; called synchronously in the button's trusted
   * click. While it runs the button is disabled and the status says "Waiting for your passkey…";
   * when it fails the button is enabled again (the owner shows the step again to say why).
   */
  start(): Promise<void>
}

/**
 * Why the server refused to add a passkey, as the panel says it: `loginAgain` (the login is too
 * old), `tooMany` (the account holds the most passkeys it can).
 */
export type PasskeyRefusal = 'loginAgain' | 'tooMany'

/** Shows the frame's passkey panel, or nothing. */
export type PasskeyPresenter = {
  show(prompt: PasskeyPrompt): void
  /** Shows only the refusal's message (`role="alert"`), no button, until the next show or hide. */
  refuse(refusal: PasskeyRefusal): void
  hide(): void
}

// Each step's texts: its heading (if any), the hint naming the domain, the button.
const words = {
  login: { title: 'passkey.loginTitle', hint: 'passkey.loginHint', button: 'passkey.use' },
  create: { title: undefined, hint: 'passkey.createHint', button: 'passkey.create' },
  confirm: {
    title: 'passkey.confirmTitle',
    hint: 'passkey.confirmHint',
    button: 'passkey.confirm',
  },
} as const

/**
 * The frame's passkey panel (plain DOM, text only through `textContent`): a heading ("Log in with
 * a passkey", "Confirm your passkey"; none to create), a hint naming the passkey's domain, one
 * button ("Use a passkey", "Create a passkey", "Confirm passkey"), a `role="status"` line
 * ("Waiting for your passkey…"; `exists`: "This passkey is already added. Confirm it to protect
 * this wallet.") and a `role="alert"` line (`failed`: "The passkey did not work. Try again.",
 * `expired`: "This took too long. Try again."). The prompt starts only from a trusted click on
 * the frame's own button: a cross-origin frame needs its own user activation for WebAuthn, and
 * the host page can neither click nor script it. Given `watchVisibility` (Approve's clickjacking
 * guard), the button is enabled only while the panel and the button are entirely on screen and,
 * with Intersection Observer v2, not covered, faded or transformed (the frame's focus and size do
 * not count, as a click brings the focus). The frame's page does not pass it yet: in the demo the
 * button then stayed disabled in Chromium. `refuse` shows "For your security, log in again to add a passkey." or
 * "This account already has the most passkeys it can hold." Texts stay in the locale they were
 * shown in.
 *
 * @param parameters.root - The page's container (`#passkey`, hidden when no step shows).
 * @param parameters.texts - The frame's texts (English by default).
 * @param parameters.watchVisibility - The visibility guard (none: the button is always enabled).
 */
export function createPasskeyView(parameters: {
  root: HTMLElement
  texts?: FrameTexts
  watchVisibility?: typeof defaultWatchVisibility
}): PasskeyPresenter {
  const texts = parameters.texts ?? createFrameTexts()
  const { watchVisibility } = parameters
  const panel = createPanel(parameters.root)

  function show(prompt: PasskeyPrompt) {
    const release = texts.hold()
    const { t } = texts
    const step = words[prompt.step]
    let current = true
    let busy = false
    let visible = false

    const section = element('section', 'passkey')
    if (step.title) section.append(element('h1', 'passkey-title', t(step.title)))
    section.append(element('p', 'passkey-hint', t(step.hint, { domain: prompt.domain })))
    const status = element('p', 'passkey-status')
    status.setAttribute('role', 'status')
    const alert = element('p', 'passkey-error')
    alert.setAttribute('role', 'alert')
    const button = element('button', 'passkey-button', t(step.button))
    button.type = 'button'
    const noticeText = () => (prompt.notice === 'exists' ? t('passkey.exists') : '')
    status.textContent = noticeText()
    if (prompt.notice === 'failed') alert.textContent = t('passkey.failed')
    if (prompt.notice === 'expired') alert.textContent = t('passkey.expired')
    section.append(button, status, alert)
    button.disabled = watchVisibility !== undefined
    visible = watchVisibility === undefined
    const stopWatching =
      watchVisibility?.(
        [section, button],
        (visibility) => {
          visible = visibility === 'visible'
          button.disabled = busy || !visible
        },
        { focus: false, size: false },
      ) ?? (() => {})
    panel.begin(() => {
      current = false
      stopWatching()
      release()
    })

    button.addEventListener('click', (event) => {
      if (!event.isTrusted || busy || !visible) return
      busy = true
      button.disabled = true
      section.setAttribute('aria-busy', 'true')
      status.textContent = t('passkey.waiting')
      alert.textContent = ''
      // No await before start(): the click's activation must reach the WebAuthn prompt.
      prompt.start().catch(() => {
        if (!current) return
        busy = false
        button.disabled = !visible
        section.removeAttribute('aria-busy')
        status.textContent = noticeText()
      })
    })

    panel.mount(section, button)
  }

  function refuse(refusal: PasskeyRefusal) {
    const release = texts.hold()
    panel.begin(release)
    const section = element('section', 'passkey')
    const alert = element('p', 'passkey-error', texts.t(`passkey.${refusal}`))
    alert.setAttribute('role', 'alert')
    alert.tabIndex = -1
    section.append(alert)
    panel.mount(section, alert)
  }

  return { show, refuse, hide: panel.hide }
}
