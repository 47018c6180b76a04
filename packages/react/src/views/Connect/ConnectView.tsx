import {
  afterModalOpening,
  canLogInWithEmail,
  canLogInWithSocial,
  getClientContext,
  getConnectLayout,
  type LatchClientInternal,
  orderConnectMethods,
} from '@latch/core/internal'
import { type ComponentType, Fragment, lazy, Suspense, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useConnectList } from '../../hooks/useConnectList.js'
import { useLatchContext } from '../../hooks/useLatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'
import { WalletOptions } from './WalletOptions.js'

type LoginComponent = ComponentType<{ disabled?: boolean }>
type LegalTextComponent = ComponentType<{ kind: 'checkbox' | 'footer' }>

// Parts whose chunk arrived render directly: through React.lazy they would suspend once more.
const ready: {
  EmailLogin?: LoginComponent
  SocialLogin?: LoginComponent
  PasskeyLogin?: LoginComponent
  LegalText?: LegalTextComponent
} = {}
// Email login is an optional part (spec §2): its chunk loads only when it is on.
const loadEmailLogin = () =>
  import('./EmailLogin.js').then((module) => {
    ready.EmailLogin = module.default
    return module
  })
// So are the social logins (spec §2, §5): only with a `socials` list the embedded wallet offers.
const loadSocialLogin = () =>
  import('./SocialLogin.js').then((module) => {
    ready.SocialLogin = module.default
    return module
  })
// So is the passkey login: only when passkeys may be on (an embedded wallet, a browser with them).
const loadPasskeyLogin = () =>
  import('./PasskeyLogin.js').then((module) => {
    ready.PasskeyLogin = module.default
    return module
  })
// So is the legal text: only with a terms or privacy URL (off by default).
const loadLegalText = () =>
  import('./LegalText.js').then((module) => {
    ready.LegalText = module.default
    return module
  })
const EmailLogin = lazy(loadEmailLogin)
const SocialLogin = lazy(loadSocialLogin)
const PasskeyLogin = lazy(loadPasskeyLogin)
const LegalText = lazy(loadLegalText)

/**
 * Starts loading the Connect view's optional parts this client shows (the email form when email
 * login is on, the social buttons when social login is, the passkey button when passkeys may be,
 * the legal text with a terms or privacy URL), so they are here with the view: the modal calls it
 * when its chunk mounts, before the first open.
 */
export function prefetchConnectParts(client: LatchClientInternal): void {
  const context = getClientContext(client)
  const emailShown = canLogInWithEmail(context)
  const { legal } = getConnectLayout({ options: client.options, emailShown, legalAccepted: false })
  if (emailShown && !ready.EmailLogin) loadEmailLogin().catch(() => undefined)
  if (canLogInWithSocial(context, client.embeddedWalletFeature) && !ready.SocialLogin)
    loadSocialLogin().catch(() => undefined)
  // Passkeys may be on (the secure frame tells for sure once it loaded).
  if (
    client.hasEmbeddedWallet() &&
    client.options.features.passkeys !== false &&
    !ready.PasskeyLogin
  )
    loadPasskeyLogin().catch(() => undefined)
  if (legal !== 'none' && !ready.LegalText) loadLegalText().catch(() => undefined)
}

/** The legal text (checkbox or footer), loaded on demand; rows are disabled before it shows. */
export function LegalTextPart({ kind }: { kind: 'checkbox' | 'footer' }) {
  // Chosen once: switching from the lazy one to the loaded one would remount the checkbox.
  const [Part] = useState(() => ready.LegalText ?? LegalText)
  return (
    <Suspense fallback={null}>
      <Part kind={kind} />
    </Suspense>
  )
}

/**
 * Connect: the connect methods in the order (email, social, wallet; wallet first
 * when installed or announced wallets show; `features.connectMethodsOrder` wins). Email login is
 * `textbox` "Email" and `button` "Continue" when on; social login is the "Continue with {name}"
 * buttons (see `SocialLogin`) when `socials` lists any the embedded wallet offers; "Continue with a
 * passkey" (see `PasskeyLogin`) closes the email block, else the social one, once the secure frame
 * said it offers passkeys (the embedded wallet's `passkeyPlacement`); wallets are the options in
 * `connectorTypeOrder` sections (recent first, marked "Recent"; installed ones marked
 * "Installed"), then "All Wallets" when that feature is on. Core's `getConnectLayout` says what
 * the options leave: no wallets (`enableWallets: false`); wallets behind "Continue
 * with a wallet" beside email (`collapseWallets`, `emailShowWallets: false`); the terms checkbox
 * that disables every way to connect until ticked (`legalCheckbox`) or the terms footer; the
 * "New to wallets?" guide (`enableWalletGuide`).
 */
export function ConnectView() {
  const client = useLatchClient()
  const context = useLatchContext()
  const { items } = useConnectList()
  const { t } = useMessages()
  const { connectMethodsOrder } = client.options.features
  const legalAccepted = useStore(client.stores.modal, (state) => state.legalAccepted)
  // Re-read when a fetched project config changes the email or social features (spec §5), and
  // when the frame tells which social logins the auth server offers.
  useStore(client.stores.wallets, (state) => state.remoteFeatures.email)
  useStore(client.stores.wallets, (state) => state.remoteFeatures.socials)
  const offered = useStore(client.stores.auth, (state) => state.socialProviders)
  const passkeysOffered = useStore(client.stores.auth, (state) => state.passkeysOffered)
  const socialPossible = canLogInWithSocial(context, client.embeddedWalletFeature)
  // The social buttons show once the secure frame told the auth server's logins (`offered`), so
  // no divider stands beside an empty place while it loads, or for good if it never does; the
  // frame's chunk loads once the modal has shown and finished its animation.
  useEffect(
    () => (socialPossible ? afterModalOpening(() => client.prepareEmailLogin()) : undefined),
    [client, socialPossible],
  )
  const shown = {
    email: canLogInWithEmail(context),
    social: socialPossible && offered !== undefined,
    wallet: true,
  }
  // Chosen once: switching from the lazy one to the loaded one would remount the form.
  const [EmailForm] = useState(() => ready.EmailLogin ?? EmailLogin)
  const [SocialButtons] = useState(() => ready.SocialLogin ?? SocialLogin)
  const [PasskeyButton] = useState(() => ready.PasskeyLogin ?? PasskeyLogin)
  // The frame offers passkeys only once the embedded wallet's chunk (its rules) is here.
  const passkeyIn =
    (passkeysOffered === true &&
      context.features
        .get(client.embeddedWalletFeature)
        ?.passkeyPlacement({ emailShown: shown.email, socialShown: shown.social })) ||
    'none'
  const layout = getConnectLayout({
    options: client.options,
    emailShown: shown.email,
    legalAccepted,
  })
  const methods = orderConnectMethods({
    configured: connectMethodsOrder,
    walletsInstalled: items.some((item) => item.kind === 'connector' && item.connector.installed),
    enabled: (['email', 'social', 'wallet'] as const).filter((method) => shown[method]),
  }).filter((method) => method !== 'wallet' || layout.wallets !== 'none')
  const wallets =
    layout.wallets === 'collapsed' ? (
      <button type="button" className="latch-button" onClick={() => client.push('ConnectWallets')}>
        {t('connect.continueWithWallet')}
      </button>
    ) : (
      <WalletOptions allWallets={layout.allWallets} disabled={layout.connectBlocked} />
    )
  return (
    <div className="latch-actions">
      {layout.legal === 'checkbox' ? <LegalTextPart kind="checkbox" /> : null}
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? (
            <div className="latch-divider" aria-hidden="true">
              {t('connect.or')}
            </div>
          ) : null}
          {method === 'wallet' ? (
            wallets
          ) : (
            <Suspense fallback={null}>
              {method === 'email' ? (
                <EmailForm disabled={layout.connectBlocked} />
              ) : (
                <SocialButtons disabled={layout.connectBlocked} />
              )}
              {method === passkeyIn ? <PasskeyButton disabled={layout.connectBlocked} /> : null}
            </Suspense>
          )}
        </Fragment>
      ))}
      {layout.legal === 'footer' ? <LegalTextPart kind="footer" /> : null}
      {layout.walletGuide ? (
        <button
          type="button"
          className="latch-link-button"
          onClick={() => client.push('WhatIsAWallet')}
        >
          {t('connect.walletGuide')}
        </button>
      ) : null}
    </div>
  )
}
