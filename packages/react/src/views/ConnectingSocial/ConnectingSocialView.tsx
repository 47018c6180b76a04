import { useStore } from 'zustand'
import { ActionStatus } from '../../components/ActionStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useSocialName } from '../../hooks/useSocialName.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { socialLogoUrl } from '../../logos/socialLogos.js'

/**
 * ConnectingSocial (the dialog is named by the provider, e.g. "Google"): the provider's logo and
 * what the login waits for (`role="status"`): the user in the popup ("Continue in the Google
 * window"), the page leaving for the provider ("Taking you to Google…"), or, back from it, the
 * result ("Finishing your Google login…"). On failure, the reason (`role="alert"`) and "Try
 * again", whose click starts the login again (its popup opens inside that click).
 */
export default function ConnectingSocialView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { social, error, pending } = useRouter().data
  const name = useSocialName(social)
  const popup = useStore(
    client.stores.chain,
    (state) => state.chains.eip155?.accountState.socialWindow !== undefined,
  )
  if (!social || !name) return null
  // `pending`: the page came back from the provider (redirect mode) and the result is awaited.
  const status = pending
    ? 'connectingSocial.resuming'
    : popup
      ? 'connectingSocial.continueIn'
      : 'connectingSocial.redirecting'
  return (
    <ActionStatus
      name={name}
      imageUrl={socialLogoUrl(social)}
      error={error && t(error.key, error.values)}
      pending
      pendingLabel={t('button.connecting')}
      onRetry={() => client.connectSocial(social)}
    >
      <p role="status">
        <strong>{t(status, { name })}</strong>
      </p>
    </ActionStatus>
  )
}
