import type { AccountState } from '@latch/core'
import { useStore } from 'zustand'
import { KeyIcon } from '../../components/Icons.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchContext } from '../../hooks/useLatchContext.js'
import { useSocialName } from '../../hooks/useSocialName.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * Which recovery note the Account view shows: none before the user has a passkey; with a passkey
 * protecting the wallet, `account.recoveryPasskey`; else the login that still recovers it on a new
 * device: the social login it connected with (`account.recoveryLoginSocial`), the email login
 * (`account.recoveryLoginEmail`), or none when that login is a social one whose provider is not
 * known here (a passkey login of a user with a username: naming email would be wrong).
 */
function recoveryNote(
  user: AccountState['user'],
  socialName: string | undefined,
): { key: string; values?: { name: string } } | undefined {
  if (user?.recovery === 'passkey') return { key: 'account.recoveryPasskey' }
  if (user?.recovery !== 'login' || !user.passkeys) return undefined
  if (socialName) return { key: 'account.recoveryLoginSocial', values: { name: socialName } }
  return user.username ? undefined : { key: 'account.recoveryLoginEmail' }
}

/**
 * The Account view's passkey part: `button` "Add a passkey" (the embedded wallet's `canAddPasskey`: an embedded
 * wallet connected, passkeys on and offered by the secure frame), which opens Add a passkey; and,
 * once the user has a passkey, who can recover the wallet on a new device: only the passkey (or a
 * device already in use) when it protects the wallet, else still the email or social login.
 */
export function PasskeyRecovery() {
  const client = useLatchClient()
  const context = useLatchContext()
  const { t } = useViewMessages()
  const user = useStore(client.stores.chain, (state) => state.chains.eip155?.accountState.user)
  const socialProvider = useStore(
    client.stores.chain,
    (state) => state.chains.eip155?.accountState.socialProvider,
  )
  const socialName = useSocialName(socialProvider)
  // The rule reads whether the frame offers passkeys and how eip155 is connected.
  useStore(client.stores.auth, (state) => state.passkeysOffered)
  useStore(client.stores.connection, (state) => state.connectorIds.eip155)
  // Connected through the embedded wallet, its chunk (the rule and the flow) is loaded.
  const embeddedWallet = context.features.get(client.embeddedWalletFeature)
  const canAdd = embeddedWallet?.canAddPasskey() ?? false
  const note = recoveryNote(user, socialName)
  if (!canAdd && !note) return null
  return (
    <div className="latch-passkey-recovery">
      {note ? <p className="latch-muted">{t(note.key, note.values)}</p> : null}
      {canAdd ? (
        <button
          type="button"
          className="latch-button"
          onClick={() => void embeddedWallet?.addPasskey()}
        >
          <KeyIcon />
          {t('account.addPasskey')}
        </button>
      ) : null}
    </div>
  )
}
