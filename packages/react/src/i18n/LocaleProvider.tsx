import type { LatchClient } from '@latch/core'
import { asInternalClient, resolveLocale } from '@latch/core/internal'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { hasCatalogueFailed, isLocaleLoaded, loadLocale, markLocaleActive } from './catalogues.js'
import { createMessages, LocaleContext } from './LocaleContext.js'
import { supportedLocales } from './localeTags.js'

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
}

/**
 * Gives the tree below the active locale's messages: the `locale` option or
 * `setLocale`'s tag, else the browser's languages, resolved against the shipped locales by core's
 * `resolveLocale`. A new locale takes effect once its files are loaded, then everything re-renders
 * in place: no remount, the open view and focus stay. Until then the previous one shows (English
 * at first). A locale whose startup file fails to load shows English, one whose views' file fails
 * shows its views in English; either failure is logged once through the client's logger (at
 * `warn`) and not retried for the page.
 *
 * `<LatchProvider>` renders it; `@latch/html`'s elements, each its own React root, render it
 * inside theirs (from `@latch/react/internal`).
 *
 * @param props.client - A client made by `createLatch`: its `locale` option and `setLocale` pick
 *   the locale.
 * @param props.children - What shows the texts (through `useMessages`).
 * @throws {LatchError} 'Not a Latch client: create it with createLatch' for a foreign client.
 * @example
 * <LatchContext.Provider value={client}>
 *   <LocaleProvider client={client}><ConnectButton /></LocaleProvider>
 * </LatchContext.Provider>
 */
export function LocaleProvider({
  client,
  children,
}: {
  client: LatchClient
  children?: ReactNode
}) {
  const internal = asInternalClient(client)
  const requested = useStore(internal.stores.locale, (state) => state.locale)
  const resolved = resolveLocale(requested, browserLanguages(), supportedLocales)
  const target = hasCatalogueFailed(resolved, 'modal') ? 'en' : resolved
  const [active, setActive] = useState(() => (isLocaleLoaded(target) ? target : 'en'))
  const { logger } = internal
  useEffect(() => {
    if (active === target && isLocaleLoaded(target)) return
    let current = true
    loadLocale(target, logger).then(
      () => {
        if (current) setActive(target)
      },
      () => {
        if (current) setActive('en')
      },
    )
    return () => {
      current = false
    }
  }, [active, target, logger])
  useEffect(() => markLocaleActive(active, logger), [active, logger])
  const messages = useMemo(() => createMessages(active), [active])
  return <LocaleContext.Provider value={messages}>{children}</LocaleContext.Provider>
}
