import type { ConnectListItem } from '@latch/core/internal'
import { useMessages } from '../i18n/useMessages.js'
import { WalletImage } from './WalletImage.js'

/**
 * One wallet option: a `button` whose name starts with the wallet's name, then "Recent" and
 * "Installed" tags. A catalogue wallet that is not installed opens its homepage.
 * Its image is an `img` named after the wallet (a real logo for catalogue wallets). `disabled`
 * while the terms checkbox is not ticked (`features.legalCheckbox`).
 */
export function WalletRow({
  item,
  onConnect,
  disabled = false,
}: {
  item: ConnectListItem
  onConnect(item: ConnectListItem): void
  disabled?: boolean
}) {
  const { t } = useMessages()
  const name = item.kind === 'connector' ? item.connector.name : item.wallet.name
  const imageUrl = item.kind === 'connector' ? item.connector.imageUrl : item.wallet.imageUrl
  const installed = item.kind === 'connector' && item.connector.installed
  return (
    <button type="button" className="latch-row" disabled={disabled} onClick={() => onConnect(item)}>
      {/* The image (or its monogram) is the `img` named after the wallet and gives the button
          its name; the written name beside it is not read twice. */}
      <WalletImage
        name={name}
        url={imageUrl}
        wallet={item.kind === 'wallet' ? item.wallet : undefined}
        alt={name}
      />
      <span className="latch-row-name" aria-hidden="true">
        {name}
      </span>
      {item.recent ? <span className="latch-tag latch-tag-muted">{t('wallet.recent')}</span> : null}
      {installed ? <span className="latch-tag">{t('wallet.installed')}</span> : null}
    </button>
  )
}
