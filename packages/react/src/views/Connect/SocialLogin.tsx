import { afterModalOpening } from '@latch/core/internal'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { useMessages } from '../../i18n/useMessages.js'
import { getSocialLayout } from './getSocialLayout.js'
import { SocialButton } from './SocialButton.js'
import { useSocialStyles } from './socialStyles.js'

/**
 * The Connect view's social logins, laid out as AppKit does (`getSocialLayout`):
 * the first as a wide `button` "Continue with Google", then one row of icon buttons ("Continue
 * with X", …) and, past six logins, an icon `button` "Other" that opens ConnectSocials ("Other
 * logins") with the rest. Its chunk loads only when social login may be on; the Connect view shows
 * it once the secure frame has told the auth server's list (the view starts the frame's load), and
 * its buttons once the embedded wallet's chunk (the social rules and flow) is here too.
 * `disabled` (the terms checkbox not ticked, `features.legalCheckbox`) disables every button.
 */
export default function SocialLogin({ disabled = false }: { disabled?: boolean }) {
  const client = useLatchClient()
  const styles = useSocialStyles()
  const { t } = useMessages()
  // The options change with a fetched project config and once the frame tells the server's list.
  useStore(client.stores.wallets, (state) => state.remoteFeatures.socials)
  const offered = useStore(client.stores.auth, (state) => state.socialProviders)
  // The options and the login live in the embedded wallet's lazy chunk: none until it loaded.
  const { api } = useFeature(client.embeddedWalletFeature)
  // The secure frame's chunk loads once the modal has shown and finished its animation (the
  // Connect view asks too; the load is shared).
  useEffect(() => afterModalOpening(() => client.prepareEmailLogin()), [client])
  // The buttons wait for the secure frame's list of the auth server's logins (`offered`), so a
  // click starts the login at once and the buttons do not narrow under the pointer.
  const { wide, row, other } = getSocialLayout(offered && api ? api.getSocialOptions() : [])
  if (!wide || !api) return null
  const otherLabel = t('social.other')
  return (
    <div ref={styles} className="latch-social">
      <SocialButton option={wide} api={api} wide disabled={disabled} />
      {row.length > 0 ? (
        <div className="latch-social-row">
          {row.map((option) => (
            <SocialButton key={option.id} option={option} api={api} disabled={disabled} />
          ))}
          {other.length > 0 ? (
            <button
              type="button"
              className="latch-button latch-social-icon latch-social-other"
              aria-label={otherLabel}
              title={otherLabel}
              disabled={disabled}
              onClick={() => client.push('ConnectSocials')}
            >
              <span aria-hidden="true">•••</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
