import {
  chooseWallet,
  getLegalGate,
  isMobile,
  selectCatalogue,
  toWalletConnectDeepLink,
} from '@latch/core/internal'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { QrLink } from '../../components/QrCode/QrLink.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchContext } from '../../hooks/useLatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'
import { LegalTextPart } from '../Connect/ConnectView.js'

/**
 * ConnectingWalletConnectBasic: the `wc:` URI as a QR code (`img` "WalletConnect QR
 * code"), "Copy link" and, on mobile, deep links into the catalogue's wallets. A
 * failure shows why with "Try again". Without WalletConnect configured (no relay, no project id),
 * it says so and offers the installed wallets. With the terms checkbox (`features.legalCheckbox`,
 * core's `getLegalGate`) it is on top and, until ticked, the QR code, "Copy link" and the deep
 * links are not rendered: opened directly (`manualWCControl`, no adapters) this view is
 * the only way in, so it gates connecting as Connect does. The terms footer shows below.
 */
export default function ConnectingWalletConnectBasicView() {
  const client = useLatchClient()
  const { t } = useMessages()
  const { wcUri, wcError, wcErrorReason } = useStore(
    client.stores.connection,
    useShallow((state) => ({
      wcUri: state.wcUri,
      wcError: state.wcError,
      wcErrorReason: state.wcErrorReason,
    })),
  )
  const legalAccepted = useStore(client.stores.modal, (state) => state.legalAccepted)
  const gate = getLegalGate({ options: client.options, legalAccepted })
  if (!client.hasWalletConnect()) {
    return (
      <div className="latch-center">
        <p className="latch-muted">{t('walletConnect.unavailable')}</p>
        <button type="button" className="latch-button" onClick={() => client.push('Connect')}>
          {t('title.connectWallet')}
        </button>
      </div>
    )
  }
  if (wcError) {
    return (
      <div className="latch-center">
        <p className="latch-error-text" role="alert">
          {wcErrorReason === 'relayUnreachable'
            ? t('walletConnect.relayUnreachable')
            : t('walletConnect.failed')}
        </p>
        <button
          type="button"
          className="latch-button latch-button-accent"
          onClick={() => void client.connectWalletConnect()}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  // The checkbox stays mounted when ticked (keeps focus); what it gates is not rendered before.
  return (
    <div className="latch-center">
      {gate.legal === 'checkbox' ? <LegalTextPart kind="checkbox" /> : null}
      {gate.blocked ? null : <WalletConnectPairing wcUri={wcUri} />}
      {gate.legal === 'footer' ? <LegalTextPart kind="footer" /> : null}
    </div>
  )
}

/** The QR code (or its spinner), "Copy link" and, on a phone, the wallets' deep links. */
function WalletConnectPairing({ wcUri }: { wcUri: string | undefined }) {
  const client = useLatchClient()
  const context = useLatchContext()
  const { t } = useMessages()
  const catalogue = useStore(client.stores.wallets, selectCatalogue)
  const mobileWallets = isMobile()
    ? catalogue
        .filter((wallet) => wallet.mobileLink && toWalletConnectDeepLink(wallet.mobileLink, 'wc:'))
        .slice(0, 8)
    : []
  return (
    <>
      <QrLink
        value={wcUri}
        label={t('walletConnect.qrCode')}
        pendingLabel={t('walletConnect.connecting')}
        hint={t('walletConnect.scan')}
      />
      {wcUri && mobileWallets.length > 0 ? (
        <ul className="latch-list">
          {mobileWallets.map((wallet) => (
            <li key={wallet.id}>
              <a
                className="latch-row"
                href={toWalletConnectDeepLink(wallet.mobileLink as string, wcUri) as string}
                rel="noopener noreferrer"
                onClick={(event) =>
                  chooseWallet(context, { wallet, href: event.currentTarget.href })
                }
              >
                <span className="latch-row-name">
                  {t('walletConnect.openIn', { name: wallet.name })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
