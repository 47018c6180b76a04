import type { Logger } from '@latch/core'
import type { Catalogue } from '@latch/core/internal'

/** Which file of a locale: what the modal's chunk shows, or the lazily loaded views. */
export type CataloguePart = 'modal' | 'views'

/** Where a failed load is reported: a client's logger. */
export type CatalogueLogger = Pick<Logger, 'warn'>

// Catalogues are immutable data: one load per file for the page, whichever client asks. English
// comes in chunks (its modal texts with the modal's, its views' with the views'), never loaded here.
const loaded = new Map<string, Catalogue>()
const loading = new Map<string, Promise<Catalogue>>()
// Files that failed to load: never tried again for the page (English shows in their place). A
// retry per render would loop: a suspended view retries when the load settles, and would start a
// new load that fails again, endlessly. Each failure is logged once, through the first logger
// offered for it (the load's starter may have none: a view's chunk preloading its texts).
const failed = new Map<string, { error: unknown; reported: boolean }>()
const loggers = new Map<string, CatalogueLogger>()
// Locales some provider shows now (with the providers' loggers), and whether a lazy view was ever
// opened: a locale switch then loads the views' file before it takes effect, so nothing suspends.
const activeLocales = new Map<string, Set<{ logger: CatalogueLogger | undefined }>>()
let viewsWanted = false

function report(locale: string, part: CataloguePart, logger: CatalogueLogger | undefined): void {
  const id = `${locale}/${part}`
  const failure = failed.get(id)
  if (!failure || failure.reported || !logger) return
  failure.reported = true
  logger.warn(`The ${locale} ${part} texts did not load; English shows instead`, failure.error)
}

/** A loaded catalogue, or `undefined` while it is not (yet) here. */
export function getCatalogue(locale: string, part: CataloguePart): Catalogue | undefined {
  return loaded.get(`${locale}/${part}`)
}

/**
 * Registers a catalogue that came in a chunk (English modal texts ride with the modal's chunk,
 * English views' texts with the views' chunks).
 */
export function registerCatalogue(locale: string, part: CataloguePart, catalogue: Catalogue): void {
  loaded.set(`${locale}/${part}`, catalogue)
}

/** Whether loading this file of a locale failed (then English shows in its place). */
export function hasCatalogueFailed(locale: string, part: CataloguePart): boolean {
  return failed.has(`${locale}/${part}`)
}

/**
 * Loads one file of a locale (its own chunk); resolves at once when it is here. A file that
 * failed is not loaded again: the same rejected promise comes back, and the failure is logged
 * once (at `warn`) through `logger` or an earlier caller's.
 */
export function loadCatalogue(
  locale: string,
  part: CataloguePart,
  logger?: CatalogueLogger,
): Promise<Catalogue> {
  const id = `${locale}/${part}`
  const done = loaded.get(id)
  if (done) return Promise.resolve(done)
  if (logger && !loggers.has(id)) loggers.set(id, logger)
  report(locale, part, logger)
  let pending = loading.get(id)
  if (!pending) {
    // The table of loaders is a chunk of its own: English, the startup's locale, needs none.
    pending = import('./locales.js')
      .then(({ locales }) => {
        const load = locales[locale]?.[part]
        return load ? load() : Promise.reject(new Error(`No ${part} catalogue for ${locale}`))
      })
      .then(
        (module) => {
          loaded.set(id, module.default)
          loggers.delete(id)
          return module.default
        },
        (error: unknown) => {
          failed.set(id, { error, reported: false })
          report(locale, part, loggers.get(id))
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

/**
 * Whether a locale can show now: its modal file, and its views' file once views were opened (or
 * that file failed: its views show in English). English always can: the page buttons' texts are
 * in the startup chunk, the rest comes with the chunks that show it.
 */
export function isLocaleLoaded(locale: string): boolean {
  if (locale === 'en') return true
  return Boolean(
    getCatalogue(locale, 'modal') &&
      (!viewsWanted || getCatalogue(locale, 'views') || hasCatalogueFailed(locale, 'views')),
  )
}

/**
 * Loads what {@link isLocaleLoaded} needs (nothing for English); rejects only when the modal file
 * fails (a failed views' file leaves the views in English). Failures are logged through `logger`.
 */
export function loadLocale(locale: string, logger?: CatalogueLogger): Promise<unknown> {
  if (locale === 'en') return Promise.resolve()
  return Promise.all([
    loadCatalogue(locale, 'modal', logger),
    viewsWanted ? loadCatalogue(locale, 'views', logger).catch(() => undefined) : undefined,
  ])
}

/** Marks `locale` as shown by a provider (whose client logs through `logger`); returns the undo. */
export function markLocaleActive(locale: string, logger?: CatalogueLogger): () => void {
  const mark = { logger }
  const marks = activeLocales.get(locale) ?? new Set()
  marks.add(mark)
  activeLocales.set(locale, marks)
  return () => {
    marks.delete(mark)
    if (marks.size === 0 && activeLocales.get(locale) === marks) activeLocales.delete(locale)
  }
}

/**
 * Starts loading the views' file of every locale shown now (beside a view's chunk, so both arrive
 * together); never rejects.
 */
export function preloadViewCatalogues(): Promise<unknown> {
  viewsWanted = true
  return Promise.all(
    [...activeLocales]
      .filter(([locale]) => locale !== 'en')
      .map(([locale, marks]) => {
        const logger = [...marks].find((mark) => mark.logger)?.logger
        return loadCatalogue(locale, 'views', logger).catch(() => undefined)
      }),
  )
}
