import { getLegalGate, type SocialOption } from '@latch/core/internal'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'
import { socialLogoUrl } from '../../logos/socialLogos.js'

/**
 * A social login's button, named "Continue with {name}": `wide` shows the logo and the words, the
 * icon form only the logo (the name as its `aria-label` and tooltip). Its click starts the login
 * with nothing awaited before (`connectSocial` opens the popup, which a browser allows only
 * inside the click); nothing happens while the terms checkbox waits to be ticked (`getLegalGate`).
 */
export function SocialButton({
  option,
  wide = false,
  disabled = false,
}: {
  option: SocialOption
  wide?: boolean
  disabled?: boolean
}) {
  const client = useLatchClient()
  const { t } = useMessages()
  const label = t('social.continueWith', { name: option.name })
  const connect = () => {
    const { legalAccepted } = client.stores.modal.getState()
    if (getLegalGate({ options: client.options, legalAccepted }).blocked) return
    client.connectSocial(option.id)
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
