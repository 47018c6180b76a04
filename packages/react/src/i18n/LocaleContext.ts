import type { MessageValues } from '@latch/core'
import { formatMessage } from '@latch/core/internal'
import { createContext } from 'react'
import { getCatalogue } from './catalogues.js'
import { localeDirections, type TextDirection } from './localeTags.js'
import { englishPageTexts } from './pageTexts.js'

/** Translates a catalogue key with its placeholder values into the active locale. */
export type Translate = (key: string, values?: MessageValues) => string

/** What {@link useMessages} gives: the active locale, its direction and its texts. */
export type Messages = {
  /** BCP 47 tag of the texts shown, e.g. `'de'`; for `lang` and `Intl`. */
  locale: string
  /** `'rtl'` for Arabic and Hebrew, else `'ltr'`. */
  dir: TextDirection
  /**
   * The modal's texts (`modal.json`), English where a key is missing; the views' texts too once a
   * view loaded them (a toast about what a view did, e.g. a wallet's `walletError.*`).
   */
  t: Translate
}

/**
 * The {@link Messages} of a loaded locale: its `modal.json`, then English's (once the modal's chunk
 * brought it; the page buttons' English texts before that), then the views' files of both (once a
 * view brought them). Each file is read when a text is asked for, so texts that arrive later show.
 */
export function createMessages(locale: string): Messages {
  return {
    locale,
    dir: (Object.hasOwn(localeDirections, locale) && localeDirections[locale]) || 'ltr',
    t: (key, values) =>
      formatMessage(
        locale,
        [
          getCatalogue(locale, 'modal'),
          getCatalogue('en', 'modal') ?? englishPageTexts,
          getCatalogue(locale, 'views'),
          getCatalogue('en', 'views'),
        ],
        key,
        values,
      ),
  }
}

/** The active locale's messages; English outside a `<LatchProvider>` (component tests). */
export const LocaleContext = createContext<Messages>(createMessages('en'))
