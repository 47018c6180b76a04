import type { Logger } from '@latch/core'
import type { Catalogue } from '@latch/core/internal'

type CatalogueModule = { default: Catalogue }

/** Which file of a locale: what the modal's chunk shows, or the lazily loaded views. */
export type CataloguePart = 'modal' | 'views'

/** Where a failed load is reported: a client's logger. */
export type CatalogueLogger = Pick<Logger, 'warn'>

/** What the loader reads and writes of the page's catalogues (startup code, in catalogues.ts). */
export type CatalogueStore = {
  getCatalogue: (locale: string, part: CataloguePart) => Catalogue | undefined
  registerCatalogue: (locale: string, part: CataloguePart, catalogue: Catalogue) => void
  failedCatalogues: Map<string, { error: unknown; reported: boolean }>
}

/**
 * A locale Latch ships, but for English: its two files, each its own chunk loaded only while the
 * locale is active: `modal.json` (the page buttons and the modal's chunk: dialog, Connect view,
 * toasts) and `views.json` (the lazily loaded views). English is bundled: `modal.json` with the
 * modal's chunk (the page buttons' few texts in the startup chunk), `views.json` with the views.
 * This table is a chunk too, loaded with the first of those files; the locales' directions are
 * startup's (`localeDirections`), which this chunk does not import.
 */
export type LocaleEntry = {
  modal: () => Promise<CatalogueModule>
  views: () => Promise<CatalogueModule>
}

/**
 * The files of every supported locale but English, by BCP 47 tag; `locales.test.ts` checks that
 * these are `localeDirections`' locales, each directory under `locales/`, with exactly English's
 * keys.
 */
export const locales: Readonly<Record<string, LocaleEntry>> = {
  ar: {
    modal: () => import('./locales/ar/modal.json'),
    views: () => import('./locales/ar/views.json'),
  },
  de: {
    modal: () => import('./locales/de/modal.json'),
    views: () => import('./locales/de/views.json'),
  },
  ja: {
    modal: () => import('./locales/ja/modal.json'),
    views: () => import('./locales/ja/views.json'),
  },
  he: {
    modal: () => import('./locales/he/modal.json'),
    views: () => import('./locales/he/views.json'),
  },
  'zh-CN': {
    modal: () => import('./locales/zh-CN/modal.json'),
    views: () => import('./locales/zh-CN/views.json'),
  },
  'zh-TW': {
    modal: () => import('./locales/zh-TW/modal.json'),
    views: () => import('./locales/zh-TW/views.json'),
  },
  ko: {
    modal: () => import('./locales/ko/modal.json'),
    views: () => import('./locales/ko/views.json'),
  },
  hi: {
    modal: () => import('./locales/hi/modal.json'),
    views: () => import('./locales/hi/views.json'),
  },
  th: {
    modal: () => import('./locales/th/modal.json'),
    views: () => import('./locales/th/views.json'),
  },
  vi: {
    modal: () => import('./locales/vi/modal.json'),
    views: () => import('./locales/vi/views.json'),
  },
  id: {
    modal: () => import('./locales/id/modal.json'),
    views: () => import('./locales/id/views.json'),
  },
  ru: {
    modal: () => import('./locales/ru/modal.json'),
    views: () => import('./locales/ru/views.json'),
  },
  uk: {
    modal: () => import('./locales/uk/modal.json'),
    views: () => import('./locales/uk/views.json'),
  },
  pl: {
    modal: () => import('./locales/pl/modal.json'),
    views: () => import('./locales/pl/views.json'),
  },
  tr: {
    modal: () => import('./locales/tr/modal.json'),
    views: () => import('./locales/tr/views.json'),
  },
  es: {
    modal: () => import('./locales/es/modal.json'),
    views: () => import('./locales/es/views.json'),
  },
  'pt-BR': {
    modal: () => import('./locales/pt-BR/modal.json'),
    views: () => import('./locales/pt-BR/views.json'),
  },
  fr: {
    modal: () => import('./locales/fr/modal.json'),
    views: () => import('./locales/fr/views.json'),
  },
  it: {
    modal: () => import('./locales/it/modal.json'),
    views: () => import('./locales/it/views.json'),
  },
  nl: {
    modal: () => import('./locales/nl/modal.json'),
    views: () => import('./locales/nl/views.json'),
  },
}

// Loads in flight (one per file for the page), and the first logger offered for each file (the
// load's starter may have none: a view's chunk preloading its texts).
const loading = new Map<string, Promise<Catalogue>>()
const loggers = new Map<string, CatalogueLogger>()

// A retry per render would loop: a suspended view retries when the load settles, and would start a
// new load that fails again, endlessly. So each failure is kept, and logged once.
function report(
  { failedCatalogues }: CatalogueStore,
  locale: string,
  part: CataloguePart,
  logger: CatalogueLogger | undefined,
): void {
  const failure = failedCatalogues.get(`${locale}/${part}`)
  if (!failure || failure.reported || !logger) return
  failure.reported = true
  logger.warn(`The ${locale} ${part} texts did not load; English shows instead`, failure.error)
}

/**
 * Loads one file of a locale (its own chunk) from the locales' table; resolves at once when it is
 * here. A file that failed is not loaded again: the same rejected promise comes back, and the
 * failure is logged once (at `warn`) through `logger` or an earlier caller's.
 *
 * @param locale - A shipped locale's tag, e.g. `'de'`.
 * @param part - `'modal'` or `'views'`.
 * @param logger - Where a failure is logged.
 * @param store - The page's catalogues (startup code, which passes it so this chunk imports none of
 *   it).
 * @returns The catalogue.
 * @throws What the chunk's import threw, or `Error` 'No {part} catalogue for {locale}' for a tag
 *   the table does not hold.
 */
export function loadCatalogueFile(
  locale: string,
  part: CataloguePart,
  logger: CatalogueLogger | undefined,
  store: CatalogueStore,
): Promise<Catalogue> {
  const id = `${locale}/${part}`
  const done = store.getCatalogue(locale, part)
  if (done) return Promise.resolve(done)
  if (logger && !loggers.has(id)) loggers.set(id, logger)
  report(store, locale, part, logger)
  let pending = loading.get(id)
  if (!pending) {
    const load = locales[locale]?.[part]
    pending = (
      load ? load() : Promise.reject(new Error(`No ${part} catalogue for ${locale}`))
    ).then(
      (module) => {
        store.registerCatalogue(locale, part, module.default)
        loggers.delete(id)
        return module.default
      },
      (error: unknown) => {
        store.failedCatalogues.set(id, { error, reported: false })
        report(store, locale, part, loggers.get(id))
        loggers.delete(id)
        throw error
      },
    )
    // The failure is remembered above; the promise stays rejected for every later caller.
    pending.catch(() => undefined)
    loading.set(id, pending)
  }
  return pending
}
