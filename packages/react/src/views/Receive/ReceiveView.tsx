import type { CaipNetwork } from '@latch/core'
import { useId } from 'react'
import { useStore } from 'zustand'
import { QrCode } from '../../components/QrCode/QrCode.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import css from './receive.css?inline'

const getReceiveStyleSheet = lazyStyleSheet(css)
const noNetworks: readonly CaipNetwork[] = []

/**
 * Receive: the active account's full address as selectable text, an `img` "Address
 * QR code" encoding exactly that text (for eip155 the checksummed address the wallet gave), `button`
 * "Copy address" (toast 'Address copied'), and the `list` "Networks": the integrator's networks of
 * the account's namespace, each by name.
 */
export default function ReceiveView() {
  const client = useLatchClient()
  const styleRef = useAdoptedStyleSheet(getReceiveStyleSheet)
  const headingId = useId()
  const { t } = useViewMessages()
  const { address, namespace } = useLatchAccount()
  const networks = useStore(
    client.stores.chain,
    (state) => state.chains[namespace]?.networkState.requestedCaipNetworks ?? noNetworks,
  )
  if (!address) {
    return <p className="latch-muted">{t('receive.notConnected')}</p>
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      client.showToast({ message: { key: 'toast.addressCopied' }, variant: 'success' })
    } catch {
      client.showToast({ message: { key: 'toast.copyFailed' }, variant: 'error' })
    }
  }
  return (
    <div className="latch-receive" ref={styleRef}>
      {/* The QR component names its image for WalletConnect; this wrapper is the image here. */}
      <QrCode value={address} label={t('receive.qrCode')} />
      <p className="latch-receive-address">{address}</p>
      <button type="button" className="latch-button" onClick={() => void copy()}>
        {t('receive.copyAddress')}
      </button>
      <section className="latch-receive-networks" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('receive.networks')}</h3>
        <p className="latch-muted">{t('receive.networksHint')}</p>
        <ul aria-labelledby={headingId}>
          {networks.map((network) => (
            <li key={network.caipNetworkId}>{network.name}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
