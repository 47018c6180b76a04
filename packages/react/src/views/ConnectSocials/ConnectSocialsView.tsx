import { getLegalGate } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { getSocialLayout } from '../Connect/getSocialLayout.js'
import { SocialButton } from '../Connect/SocialButton.js'
import { useSocialStyles } from '../Connect/socialStyles.js'

/**
 * ConnectSocials ("Other logins"), behind the Connect view's "Other" button: the social logins
 * that did not fit its row (`getSocialLayout`'s `other`), each a wide `button` "Continue with
 * {name}". The terms checkbox, when on, was ticked on Connect; until it is, they are disabled.
 */
export default function ConnectSocialsView() {
  const client = useLatchClient()
  const styles = useSocialStyles()
  const legalAccepted = useStore(client.stores.modal, (state) => state.legalAccepted)
  useStore(client.stores.wallets, (state) => state.remoteFeatures.socials)
  useStore(client.stores.auth, (state) => state.socialProviders)
  const { api } = useFeature(client.embeddedWalletFeature)
  const { blocked } = getLegalGate({ options: client.options, legalAccepted })
  const { other } = api ? getSocialLayout(api.getSocialOptions()) : { other: [] }
  return (
    <div ref={styles} className="latch-social latch-actions">
      {api
        ? other.map((option) => (
            <SocialButton key={option.id} option={option} api={api} wide disabled={blocked} />
          ))
        : null}
    </div>
  )
}
