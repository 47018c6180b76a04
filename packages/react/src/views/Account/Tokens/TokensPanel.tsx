import { formatBalance, formatMoney, type TokenBalance } from '@latch/core'
import { stripInvisible } from '@latch/core/internal'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { WalletImage } from '../../../components/WalletImage.js'
import { useLatchTokens } from '../../../hooks/useLatchTokens.js'
import { useViewMessages } from '../../../i18n/useViewMessages.js'
import { PanelStatus } from '../PanelStatus.js'

const ROW_HEIGHT = 56

/** The token's name and its quantity with 3 decimals and symbol, as text (both are untrusted). */
function describeToken(token: TokenBalance, locale: string) {
  return {
    name: stripInvisible(token.name),
    amount: `${formatBalance(token.quantity.numeric, undefined, locale)} ${stripInvisible(token.symbol)}`,
  }
}

function TokenRow({ token, name, amount }: { token: TokenBalance; name: string; amount: string }) {
  const { locale } = useViewMessages()
  return (
    <div className="latch-asset-row">
      <WalletImage name={name} url={token.iconUrl} />
      <span className="latch-asset-name">{name}</span>
      <span className="latch-asset-amount">
        <span>{amount}</span>
        {token.value === undefined ? null : (
          <span className="latch-muted">{formatMoney(token.value, { locale })}</span>
        )}
      </span>
    </div>
  )
}

/**
 * The Tokens tab: the account's native and token balances, a virtualized list whose
 * items are named "name, quantity symbol" ("Latch Test Token, 1,000.000 LTT"; 3 decimals)
 * and show the fiat value in dollars when known. Loading, empty and failed states. Loaded lazily.
 */
export default function TokensPanel() {
  const { status, balances } = useLatchTokens()
  const { t, locale } = useViewMessages()
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: balances.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  })
  if (status === 'error') {
    return (
      // No "Try again": spec §4 allows no new fetch within 30 s of a failure; the next open after
      // that fetches again.
      <PanelStatus state="error" message={t('tokens.unavailable')} />
    )
  }
  if (status !== 'ready') return <PanelStatus state="loading" message={t('tokens.loading')} />
  if (balances.length === 0) return <PanelStatus state="empty" message={t('tokens.empty')} />
  return (
    <div className="latch-scroll latch-panel-scroll" ref={scroller}>
      <ul className="latch-virtual-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const token = balances[row.index] as TokenBalance
          const { name, amount } = describeToken(token, locale)
          return (
            <li
              key={token.address ?? `${token.chainId}:native`}
              className="latch-virtual-row"
              style={{ transform: `translateY(${row.start}px)` }}
              aria-label={t('tokens.item', { name, amount })}
              aria-setsize={balances.length}
              aria-posinset={row.index + 1}
            >
              <TokenRow token={token} name={name} amount={amount} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
