import { type EmbeddedWalletApi, getLegalGate, type SocialOption } from '@latch/core/internal'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'
import { socialLogoUrl } from '../../logos/socialLogos.js'

/**
 * A social login's button, named "Continue with {name}": `wide` shows the logo and the words, the
 * icon form only the logo (the name as its `aria-label` and tooltip). Its click starts the login
 * with nothing awaited before (the embedded wallet's `connectSocial` opens the popup, which a
 * browser allows only inside the click); nothing happens while the terms checkbox waits to be
 * ticked (`getLegalGate`).
 */
export function SocialButton({
  option,
  api,
  wide = false,
  disabled = false,
}: {
  option: SocialOption
  /** The embedded wallet's loaded API (its chunk holds the login). */
  api: Pick<EmbeddedWalletApi, 'connectSocial'>
  wide?: boolean
  disabled?: boolean
}) {
  const client = useLatchClient()
  const { t } = useMessages()
  const label = t('social.continueWith', { name: option.name })
  const connect = () => {
    const { legalAccepted } = client.stores.modal.getState()
    if (getLegalGate({ options: client.options, legalAccepted }).blocked) return
    api.connectSocial(option.id)
  }
  const logo = (
    <img
      className="latch-social-logo"
      src={socialLogoUrl(option.id)}
      alt=""
      referrerPolicy="no-referrer"
    />
  )
  return wide ? (
    <button
      type="button"
      className="latch-button latch-social-wide"
      disabled={disabled}
      onClick={connect}
    >
      {logo}
      {label}
    </button>
  ) : (
    <button
      type="button"
      className="latch-button latch-social-icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={connect}
    >
      {logo}
    </button>
  )
}
