import type { MessageValues } from '@latch/core'
import { formatMessage } from '@latch/core/internal'
import { createContext } from 'react'
import { getCatalogue } from './catalogues.js'
import { locales, type TextDirection } from './locales.js'

/** Translates a catalogue key with its placeholder values into the active locale. */
export type Translate = (key: string, values?: MessageValues) => string

/** What {@link useMessages} gives: the active locale, its direction and its texts. */
export type Messages = {
  /** BCP 47 tag of the texts shown, e.g. `'de'`; for `lang` and `Intl`. */
  locale: string
  /** `'rtl'` for Arabic and Hebrew, else `'ltr'`. */
  dir: TextDirection
  /**
   * The startup texts (`modal.json`), English where a key is missing; the views' texts too once a
   * view loaded them (a toast about what a view did, e.g. a wallet's `walletError.*`).
   */
  t: Translate
}

/** The {@link Messages} of a loaded locale (its startup file, English behind it). */
export function createMessages(locale: string): Messages {
  const modal = [getCatalogue(locale, 'modal'), getCatalogue('en', 'modal')]
  return {
    locale,
    dir: locales[locale]?.dir ?? 'ltr',
    // The views' files are read when a text is asked for: they arrive after startup, with a view.
    t: (key, values) =>
      formatMessage(
        locale,
        [...modal, getCatalogue(locale, 'views'), getCatalogue('en', 'views')],
        key,
        values,
      ),
  }
}

/** The active locale's messages; English outside a `<LatchProvider>` (component tests). */
export const LocaleContext = createContext<Messages>(createMessages('en'))
