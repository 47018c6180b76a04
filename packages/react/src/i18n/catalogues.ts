import type { Catalogue } from './formatMessage.js'
import enModal from './locales/en/modal.json'
import { locales } from './locales.js'

/** Which file of a locale: what the startup chunk shows, or the lazily loaded views. */
export type CataloguePart = 'modal' | 'views'

// Catalogues are immutable data: one load per file for the page, whichever client asks.
const loaded = new Map<string, Catalogue>([['en/modal', enModal]])
const loading = new Map<string, Promise<Catalogue>>()
// Locales some provider shows now, and whether a lazy view was ever opened: a locale switch then
// loads the views' file before it takes effect, so nothing suspends.
const activeLocales = new Map<string, number>()
let viewsWanted = false

/** A loaded catalogue, or `undefined` while it is not (yet) here. */
export function getCatalogue(locale: string, part: CataloguePart): Catalogue | undefined {
  return loaded.get(`${locale}/${part}`)
}

/** Registers a catalogue that came in a chunk (English views ride with the views' chunks). */
export function registerCatalogue(locale: string, part: CataloguePart, catalogue: Catalogue): void {
  loaded.set(`${locale}/${part}`, catalogue)
}

/** Loads one file of a locale (its own chunk); resolves at once when it is here. */
export function loadCatalogue(locale: string, part: CataloguePart): Promise<Catalogue> {
  const id = `${locale}/${part}`
  const done = loaded.get(id)
  if (done) return Promise.resolve(done)
  let pending = loading.get(id)
  if (!pending) {
    const load = locales[locale]?.[part]
    pending = (
      load ? load() : Promise.reject(new Error(`No ${part} catalogue for ${locale}`))
    ).then((module) => {
      loaded.set(id, module.default)
      return module.default
    })
    // A failed chunk may be retried later (a network blip).
    pending.catch(() => loading.delete(id))
    loading.set(id, pending)
  }
  return pending
}

/** Whether a locale can show now: its startup file, and its views' file once views were opened. */
export function isLocaleLoaded(locale: string): boolean {
  return Boolean(getCatalogue(locale, 'modal') && (!viewsWanted || getCatalogue(locale, 'views')))
}

/** Loads what {@link isLocaleLoaded} needs. */
export function loadLocale(locale: string): Promise<unknown> {
  return Promise.all([
    loadCatalogue(locale, 'modal'),
    viewsWanted && locale !== 'en' ? loadCatalogue(locale, 'views') : undefined,
  ])
}

/** Marks `locale` as shown by a provider; returns the undo. */
export function markLocaleActive(locale: string): () => void {
  activeLocales.set(locale, (activeLocales.get(locale) ?? 0) + 1)
  return () => {
    const count = (activeLocales.get(locale) ?? 1) - 1
    if (count > 0) activeLocales.set(locale, count)
    else activeLocales.delete(locale)
  }
}

/**
 * Starts loading the views' file of every locale shown now (beside a view's chunk, so both arrive
 * together); never rejects.
 */
export function preloadViewCatalogues(): Promise<unknown> {
  viewsWanted = true
  return Promise.all(
    [...activeLocales.keys()]
      .filter((locale) => locale !== 'en')
      .map((locale) => loadCatalogue(locale, 'views').catch(() => undefined)),
  )
}
