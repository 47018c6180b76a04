import { isMobile } from '@latch/core/internal'
import { useStore } from 'zustand'
import { QrLink } from '../../components/QrCode/QrLink.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useFeature } from '../../hooks/useFeature.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { useFarcasterStyles } from './farcasterStyles.js'

/** `url` when it is an http(s) URL (what a relay channel's URL is), else `undefined`. */
function toHttpUrl(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined
  const { protocol } = new URL(url)
  return protocol === 'https:' || protocol === 'http:' ? url : undefined
}

/**
 * ConnectingFarcaster (dialog "Farcaster"): a Farcaster login, as core's `connectFarcaster` runs
 * it (the router's `farcaster` status and `error`, eip155's `farcasterUrl`). While the relay
 * channel is made, a spinner. Then, on a computer, the channel's URL as an `img` "Farcaster QR
 * code" with a hint and "Copy link"; on a phone, a `link` "Open Farcaster" to the URL (http(s)
 * only, no referrer) and a hint. An expired channel says "This QR code has expired." with "Get a
 * new QR code"; a failure shows its message (`role="alert"`) with "Try again". Both start a new
 * login (a new channel). Leaving the view cancels the login (core).
 */
export default function ConnectingFarcasterView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const { farcaster: status = 'starting', error } = useRouter().data
  const farcasterUrl = useStore(
    client.stores.chain,
    (state) => state.chains.eip155?.accountState.farcasterUrl,
  )
  const { api } = useFeature(client.embeddedWalletFeature)
  const styles = useFarcasterStyles()
  const restart = () => api?.connectFarcaster()
  if (status === 'expired' || status === 'failed') {
    const message = error ? t(error.key, error.values) : t(`connectingFarcaster.${status}`)
    return (
      <div className="latch-center">
        <p className="latch-error-text" role="alert">
          {message}
        </p>
        <button type="button" className="latch-button latch-button-accent" onClick={restart}>
          {t(status === 'expired' ? 'connectingFarcaster.newCode' : 'common.tryAgain')}
        </button>
      </div>
    )
  }
  const url = status === 'waiting' ? toHttpUrl(farcasterUrl) : undefined
  if (!isMobile()) {
    return (
      <div className="latch-center">
        <QrLink
          value={url}
          label={t('connectingFarcaster.qrCode')}
          pendingLabel={t('button.connecting')}
          hint={t('connectingFarcaster.scan')}
        />
      </div>
    )
  }
  return (
    <div ref={styles} className="latch-center">
      {url ? (
        <a
          className="latch-button latch-button-accent latch-farcaster-open"
          href={url}
          target="_blank"
          rel="noreferrer"
        >
          {t('connectingFarcaster.open')}
        </a>
      ) : (
        <span className="latch-spinner" role="progressbar" aria-label={t('button.connecting')} />
      )}
      <p className="latch-muted">{t('connectingFarcaster.openHint')}</p>
    </div>
  )
}
