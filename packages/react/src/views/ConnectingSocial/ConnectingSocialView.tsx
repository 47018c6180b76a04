import { useStore } from 'zustand'
import { ActionStatus } from '../../components/ActionStatus.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useSocialName } from '../../hooks/useSocialName.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { socialLogoUrl } from '../../logos/socialLogos.js'

/**
 * ConnectingSocial (the dialog is named by the provider, e.g. "Google"): the provider's logo and
 * what the login waits for (`role="status"`): the user in the popup ("Continue in the Google
 * window"), the page leaving for the provider ("Taking you to Google…"), or, back from it, the
 * result ("Finishing your Google login…"). On failure, the reason (`role="alert"`) and "Try
 * again", whose click starts the login again (its popup opens inside that click). Without the
 * provider's id (back from a redirect whose id was not kept), only the wait or the failure.
 */
export default function ConnectingSocialView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { social, error, pending } = useRouter().data
  const name = useSocialName(social)
  const { api } = useFeature(client.embeddedWalletFeature)
  const popup = useStore(
    client.stores.chain,
    (state) => state.chains.eip155?.accountState.socialWindow !== undefined,
  )
  // A page back from a provider whose id was not kept (storage refused): no name, no retry.
  if (!social || !name) {
    return (
      <div className="latch-center">
        {error ? (
          <p className="latch-error-text" role="alert">
            {t(error.key, error.values)}
          </p>
        ) : (
          <span className="latch-spinner" role="progressbar" aria-label={t('button.connecting')} />
        )}
      </div>
    )
  }
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
      onRetry={() => api?.connectSocial(social)}
    >
      <p role="status">
        <strong>{t(status, { name })}</strong>
      </p>
    </ActionStatus>
  )
}
