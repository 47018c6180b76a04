import type { Catalogue } from '@latch/core/internal'
import type { CatalogueLogger, CataloguePart, CatalogueStore } from './locales.js'

export type { CatalogueLogger, CataloguePart } from './locales.js'

// Catalogues are immutable data: one load per file for the page, whichever client asks. English
// comes in chunks (its modal texts with the modal's, its views' with the views'), never loaded here.
const loaded = new Map<string, Catalogue>()
/**
 * Files that failed to load (by `locale/part`), with whether the failure was logged: never tried
 * again for the page (English shows in their place). Written by the loader's chunk (locales.ts).
 */
export const failedCatalogues = new Map<string, { error: unknown; reported: boolean }>()
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
  return failedCatalogues.has(`${locale}/${part}`)
}

// What the loader's chunk reads and writes (passed to it: it imports nothing of this module).
const catalogueStore: CatalogueStore = { getCatalogue, registerCatalogue, failedCatalogues }

// Locales some provider shows now (with the providers' loggers), and whether a lazy view was ever
// opened: a locale switch then loads the views' file before it takes effect, so nothing suspends.
const activeLocales = new Map<string, Set<{ logger: CatalogueLogger | undefined }>>()
let viewsWanted = false

/**
 * Loads one file of a locale (its own chunk); resolves at once when it is here. A file that
 * failed is not loaded again: its failure comes back, and it is logged once (at `warn`) through
 * `logger` or an earlier caller's. The loading itself is a chunk of its own, the locales'
 * table: English, the startup's locale, needs neither.
 */
export function loadCatalogue(
  locale: string,
  part: CataloguePart,
  logger?: CatalogueLogger,
): Promise<Catalogue> {
  const done = getCatalogue(locale, part)
  if (done) return Promise.resolve(done)
  return import('./locales.js').then((loader) =>
    loader.loadCatalogueFile(locale, part, logger, catalogueStore),
  )
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
