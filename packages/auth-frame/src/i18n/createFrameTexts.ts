import { type Catalogue, formatMessage, resolveLocale } from '@latch/core/auth-frame'
import en from './locales/en.json'

/** Values for a text's `{name}` placeholders; a numeric `count` picks the plural form. */
export type TextValues = Readonly<Record<string, string | number>>

/** A text of the frame's catalogue in its active locale. */
export type Translate = (key: string, values?: TextValues) => string

// Every locale but English is its own chunk, loaded only when it is asked for.
const loaders = import.meta.glob<Catalogue>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
})
const tagOf = (path: string) => path.slice('./locales/'.length, -'.json'.length)

/** The locales the frame has texts for (`locales/<tag>.json`), English first. */
export const frameLocales: readonly string[] = ['en', ...Object.keys(loaders).map(tagOf)]

const rightToLeft = new Set(['ar', 'he', 'fa', 'ur'])

/** The frame's texts: `t` in the active locale, which `setLocale` changes. */
export type FrameTexts = {
  /** The active locale, one of {@link frameLocales}. */
  readonly locale: string
  t: Translate
  /**
   * Makes the locale the host asked for active (resolved among {@link frameLocales} as the modal
   * resolves it: the tag or its language, else the browser's languages, else English), loading
   * its catalogue, and sets the page's `lang` and `dir`. A catalogue that fails to load leaves
   * English (logged at `warn`). Of overlapping calls, the last wins.
   *
   * @param requested - The integrator's BCP 47 tag; `undefined` for the browser's languages.
   */
  setLocale(requested: string | undefined): Promise<void>
}

/**
 * The secure frame's own texts (issue 16 locales), in English until `setLocale`: the host names a
 * language, never words, so the host page cannot change what the code form or Approve Transaction
 * says. Texts go through core's `formatMessage` (plural rules and numbers by `Intl`); a key a
 * locale lacks falls back to English.
 *
 * @param parameters.languages - The browser's languages, most preferred first
 *   (`navigator.languages` by default).
 * @param parameters.root - The element whose `lang` and `dir` follow the locale (the page's
 *   `<html>` by default; none outside a browser).
 */
export function createFrameTexts(
  parameters: { languages?: () => readonly string[]; root?: HTMLElement } = {},
): FrameTexts {
  const languages =
    parameters.languages ?? (() => (typeof navigator === 'undefined' ? [] : navigator.languages))
  let locale = 'en'
  let catalogue: Catalogue = en
  let generation = 0
  return {
    get locale() {
      return locale
    },
    t: (key, values) => formatMessage(locale, [catalogue, en], key, values),
    async setLocale(requested) {
      const current = ++generation
      const next = resolveLocale(requested, languages(), frameLocales)
      const load = loaders[`./locales/${next}.json`]
      let loaded: Catalogue = en
      if (load) {
        try {
          loaded = await load()
        } catch (error) {
          console.warn(`[Latch auth frame] The ${next} texts did not load: English is shown`, error)
        }
      }
      if (current !== generation) return
      locale = loaded === en ? 'en' : next
      catalogue = loaded
      const root =
        parameters.root ?? (typeof document === 'undefined' ? undefined : document.documentElement)
      if (root) {
        root.lang = locale
        root.dir = rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
      }
    },
  }
}
