import { formatMessage, type LatchClientInternal } from '@latch/core/internal'
import { useContext, useMemo } from 'react'
import { LatchContext } from '../hooks/LatchContext.js'
import { getCatalogue, hasCatalogueFailed, loadCatalogue, registerCatalogue } from './catalogues.js'
import type { Messages } from './LocaleContext.js'
import enViews from './locales/en/views.json'
import { useMessages } from './useMessages.js'

// English views' texts come with the views' chunks (only they import this module).
registerCatalogue('en', 'views', enViews)

/**
 * The views' {@link Messages} of a locale whose files are loaded: `t` reads its `views.json`, then
 * its `modal.json`, then English's two.
 *
 * @param messages - The startup messages of the locale (from the context).
 */
export function createViewMessages(messages: Messages): Messages {
  const { locale } = messages
  const catalogues = [
    getCatalogue(locale, 'views'),
    getCatalogue(locale, 'modal'),
    enViews,
    getCatalogue('en', 'modal'),
  ]
  return { ...messages, t: (key, values) => formatMessage(locale, catalogues, key, values) }
}

/**
 * {@link useMessages} for the lazily loaded views, over their own catalogue (`views.json`) too.
 * Suspends (the view's Suspense shows its spinner) until the locale's views file is here;
 * `lazyViews` loads it beside the view's chunk, so this is rare. When that file failed to load, the
 * views show in English (logged once through the client's logger, at `warn`), without a retry.
 */
export function useViewMessages(): Messages {
  // Through useMessages: its module brings English's modal.json, which these texts fall back to.
  const messages = useMessages()
  // A client not made by createLatch (a test's bare context) has no logger: nothing is logged.
  const client = useContext(LatchContext) as Partial<LatchClientInternal> | undefined
  const { locale } = messages
  if (!getCatalogue(locale, 'views') && !hasCatalogueFailed(locale, 'views')) {
    throw loadCatalogue(locale, 'views', client?.logger)
  }
  return useMemo(() => createViewMessages(messages), [messages])
}
