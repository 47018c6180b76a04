import { orderConnectMethods } from '@latch/core/internal'
import { Fragment, lazy, Suspense } from 'react'
import { useStore } from 'zustand'
import { WalletRow } from '../../components/WalletRow.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useConnectList } from '../../hooks/useConnectList.js'
import { useMessages } from '../../i18n/useMessages.js'

// Email login is an optional part (spec §2): its chunk loads only when it is on.
const EmailLogin = lazy(() => import('./EmailLogin.js'))

/**
 * Connect (spec §2): the connect methods in spec §2's order (email, wallet; wallet first when
 * installed or announced wallets show; `features.connectMethodsOrder` wins). Email login is
 * `textbox` "Email" and `button` "Continue" when on; wallets are the options in
 * `connectorTypeOrder` sections (recent first, marked "Recent"; installed ones marked
 * "Installed"), then "All Wallets" when that feature is on.
 */
export function ConnectView() {
  const client = useLatchClient()
  const { items, choose } = useConnectList()
  const { t } = useMessages()
  const { allWallets, connectMethodsOrder } = client.options.features
  const walletCount = useStore(client.stores.wallets, (state) => state.catalogue.length)
  // Re-read when a fetched project config changes the email feature (spec §5).
  useStore(client.stores.wallets, (state) => state.remoteFeatures.email)
  const emailOn = client.isEmailLoginEnabled()
  const methods = orderConnectMethods({
    configured: connectMethodsOrder,
    walletsInstalled: items.some((item) => item.kind === 'connector' && item.connector.installed),
    enabled: emailOn ? ['email', 'wallet'] : ['wallet'],
  })
  const wallets = (
    <>
      {items.length === 0 ? <p className="latch-muted">{t('connect.noWallets')}</p> : null}
      <ul className="latch-list">
        {items.map((item) => (
          <li
            key={`${item.section}:${item.kind === 'connector' ? item.connector.id : item.wallet.id}`}
          >
            <WalletRow item={item} onConnect={choose} />
          </li>
        ))}
      </ul>
      {allWallets && client.options.enableWallets ? (
        <button type="button" className="latch-row" onClick={() => client.push('AllWallets')}>
          <span className="latch-row-name">{t('connect.allWallets')}</span>
          <span className="latch-tag latch-tag-muted" aria-hidden="true">
            {t('connect.walletCount', { count: walletCount })}
          </span>
        </button>
      ) : null}
    </>
  )
  return (
    <div className="latch-actions">
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? (
            <div className="latch-divider" aria-hidden="true">
              {t('connect.or')}
            </div>
          ) : null}
          {method === 'email' ? (
            <Suspense fallback={null}>
              <EmailLogin />
            </Suspense>
          ) : (
            wallets
          )}
        </Fragment>
      ))}
    </div>
  )
}
