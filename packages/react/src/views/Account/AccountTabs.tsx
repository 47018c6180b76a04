import type { AccountTab } from '@latch/core/internal'
import { type KeyboardEvent, Suspense, useId, useRef } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { accountPanels } from './lazyPanels.js'

const allTabs: readonly AccountTab[] = ['tokens', 'nfts', 'activity']
const withoutActivity: readonly AccountTab[] = ['tokens', 'nfts']

/**
 * Where each key moves the selection in a horizontal tablist (WAI-ARIA APG tabs): the arrow keys
 * follow the reading direction (in right-to-left locales ArrowLeft goes to the next tab).
 */
function targetIndex(
  key: string,
  index: number,
  count: number,
  dir: 'ltr' | 'rtl',
): number | undefined {
  const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  if (key === next) return (index + 1) % count
  if (key === previous) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * The Account view's tabs: a `tablist` of "Tokens", "NFTs" and, when the remote feature
 * `activity` is on, "Activity", following the WAI-ARIA tabs pattern (arrow keys, Home and End move
 * and select, one tab in the tab order). The current tab is the `currentTab`; each panel is
 * a lazily loaded chunk.
 */
export function AccountTabs() {
  const client = useLatchClient()
  const { t, dir } = useViewMessages()
  const activity = useStore(client.stores.wallets, (state) => state.remoteFeatures.activity)
  const currentTab = useStore(client.stores.accountData, (state) => state.currentTab)
  const tabs = activity ? allTabs : withoutActivity
  const selected = tabs.includes(currentTab) ? currentTab : 'tokens'
  const id = useId()
  const tabRefs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})
  const onKeyDown = (event: KeyboardEvent) => {
    const index = targetIndex(event.key, tabs.indexOf(selected), tabs.length, dir)
    const tab = index === undefined ? undefined : tabs[index]
    if (!tab) return
    event.preventDefault()
    client.setAccountTab(tab)
    tabRefs.current[tab]?.focus()
  }
  const Panel = accountPanels[selected]
  return (
    <div className="latch-tabs">
      <div role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            className="latch-tab"
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => client.setAccountTab(tab)}
          >
            {t(`account.tab.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          className="latch-tabpanel"
          hidden={tab !== selected}
          tabIndex={tab === selected ? 0 : -1}
        >
          {tab === selected ? (
            <Suspense fallback={<span className="latch-spinner" aria-hidden="true" />}>
              <Panel />
            </Suspense>
          ) : null}
        </div>
      ))}
    </div>
  )
}
