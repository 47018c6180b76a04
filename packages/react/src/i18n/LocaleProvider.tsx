import type { LatchClient } from '@latch/core'
import { asInternalClient, resolveLocale } from '@latch/core/internal'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { isLocaleLoaded, loadLocale, markLocaleActive } from './catalogues.js'
import { createMessages, LocaleContext } from './LocaleContext.js'
import { supportedLocales } from './locales.js'

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
}

/**
 * Gives the tree below the active locale's messages (issue 16): the `locale` option or
 * `setLocale`'s tag, else the browser's languages, resolved against the shipped locales by core's
 * `resolveLocale`. A new locale takes effect once its files are loaded, then everything re-renders
 * in place: no remount, the open view and focus stay. Until then the previous one shows (English
 * at first); a file that fails to load leaves it so, silently.
 */
export function LocaleProvider({
  client,
  children,
}: {
  client: LatchClient
  children?: ReactNode
}) {
  const requested = useStore(asInternalClient(client).stores.locale, (state) => state.locale)
  const target = resolveLocale(requested, browserLanguages(), supportedLocales)
  const [active, setActive] = useState(() => (isLocaleLoaded(target) ? target : 'en'))
  useEffect(() => {
    if (active === target && isLocaleLoaded(target)) return
    let current = true
    loadLocale(target).then(
      () => {
        if (current) setActive(target)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [active, target])
  useEffect(() => markLocaleActive(active), [active])
  const messages = useMemo(() => createMessages(active), [active])
  return <LocaleContext.Provider value={messages}>{children}</LocaleContext.Provider>
}
