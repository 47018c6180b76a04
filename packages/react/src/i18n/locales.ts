import type { Catalogue } from './formatMessage.js'

/** Text direction of a locale's script. */
export type TextDirection = 'ltr' | 'rtl'

type CatalogueModule = { default: Catalogue }

/**
 * A locale Latch ships (issue 16): its direction and, but for English, its two files, each its own
 * chunk loaded only while the locale is active: `modal.json` (what the startup chunk shows) and
 * `views.json` (the lazily loaded views). English is bundled: `modal.json` in the startup chunk,
 * `views.json` with the views.
 */
export type LocaleEntry = {
  dir: TextDirection
  modal?: () => Promise<CatalogueModule>
  views?: () => Promise<CatalogueModule>
}

// One line per locale; `locales.test.ts` checks that every directory under `locales/` is listed
// and holds exactly English's keys.
/** The supported locales by BCP 47 tag. */
export const locales: Readonly<Record<string, LocaleEntry>> = {
  en: { dir: 'ltr' },
}

/** The tags of {@link locales}. */
export const supportedLocales: readonly string[] = Object.keys(locales)
