import {
  type Catalogue,
  formatMessage,
  localizeNumber,
  resolveLocale,
} from '@latch/core/auth-frame'
import en from './locales/en.json'

/** Values for a text's `{name}` placeholders; a numeric `count` picks the plural form. */
export type TextValues = Readonly<Record<string, string | number>>

/** A text of the frame's catalogue in its active locale. */
export type Translate = (key: string, values?: TextValues) => string

/** What the approval's words need of {@link FrameTexts}: texts and amounts in the locale. */
export type FrameWords = Pick<FrameTexts, 't' | 'number'>

/** Loads the catalogue of one of {@link frameLocales} but English. */
export type LoadCatalogue = (tag: string) => Promise<Catalogue>

// Every locale but English is its own chunk, loaded only when it is asked for.
const loaders = import.meta.glob<Catalogue>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
})
const tagOf = (path: string) => path.slice('./locales/'.length, -'.json'.length)

/**
 * The frame's English words, fixed: what its functions use when no {@link FrameTexts} is given
 * (tests, a frame not told a locale yet).
 */
export const englishWords: FrameWords = {
  t: (key, values) => formatMessage('en', [en], key, values),
  number: (text) => text,
}

/** The locales the frame has texts for (`locales/<tag>.json`), English first. */
export const frameLocales: readonly string[] = ['en', ...Object.keys(loaders).map(tagOf)]

const loadBundled: LoadCatalogue = (tag) => {
  const load = loaders[`./locales/${tag}.json`]
  return load ? load() : Promise.reject(new Error(`No catalogue for ${tag}`))
}

/** The frame's texts: `t` and `number` in the active locale, which `setLocale` changes. */
export type FrameTexts = {
  /** The active locale, one of {@link frameLocales}. */
  readonly locale: string
  t: Translate
  /**
   * An amount the frame wrote exactly (`'1234.5'`, `'−0.1 ETH'`: digits and `.`) in the locale's
   * digits and decimal sign (`de`: `'1234,5'`), so a point is never read as a thousands group.
   */
  number(text: string): string
  /**
   * Makes the locale the host asked for active (resolved among {@link frameLocales} as the modal
   * resolves it: the tag or its language, else the browser's languages, else English), loading
   * its catalogue, and sets the page's `lang` and `dir`. While a view holds the texts
   * ({@link FrameTexts.hold}) the change waits for its release, so nothing a user reads, nor the
   * place of Approve and Reject, changes under their pointer. A catalogue that fails to load
   * leaves English (logged at `warn`). Of overlapping calls, the last wins.
   *
   * @param requested - The integrator's BCP 47 tag; `undefined` for the browser's languages.
   */
  setLocale(requested: string | undefined): Promise<void>
  /**
   * Keeps the active locale while a view is shown.
   * @returns The release (idempotent); the last requested locale applies when nothing holds.
   */
  hold(): () => void
}

/**
 * The secure frame's own texts, in English until `setLocale`: the host names a
 * language, never words, so the host page cannot change what the code form or Approve Transaction
 * says. Texts go through core's `formatMessage` (plural rules and numbers by `Intl`); a key a
 * locale lacks falls back to English.
 *
 * @param parameters.languages - The browser's languages, most preferred first
 *   (`navigator.languages` by default).
 * @param parameters.root - The element whose `lang` and `dir` follow the locale (the page's
 *   `<html>` by default; none outside a browser).
 * @param parameters.load - Loads a catalogue (the bundled lazy chunks by default).
 */
export function createFrameTexts(
  parameters: {
    languages?: () => readonly string[]
    root?: HTMLElement
    load?: LoadCatalogue
  } = {},
): FrameTexts {
  const languages =
    parameters.languages ?? (() => (typeof navigator === 'undefined' ? [] : navigator.languages))
  const load = parameters.load ?? loadBundled
  let active = { locale: 'en', catalogue: en as Catalogue }
  let pending: typeof active | undefined
  let holds = 0
  let generation = 0
  const apply = (next: typeof active) => {
    active = next
    const root =
      parameters.root ?? (typeof document === 'undefined' ? undefined : document.documentElement)
    if (!root) return
    root.lang = next.locale
    root.dir = next.locale === 'ar' || next.locale === 'he' ? 'rtl' : 'ltr'
  }
  return {
    get locale() {
      return active.locale
    },
    t: (key, values) => formatMessage(active.locale, [active.catalogue, en], key, values),
    number: (text) => localizeNumber(text, active.locale),
    async setLocale(requested) {
      const current = ++generation
      const locale = resolveLocale(requested, languages(), frameLocales)
      let next = { locale: 'en', catalogue: en as Catalogue }
      if (locale !== 'en') {
        try {
          next = { locale, catalogue: await load(locale) }
        } catch (error) {
          console.warn(
            `[Latch auth frame] The ${locale} texts did not load: English is shown`,
            error,
          )
        }
      }
      if (current !== generation) return
      if (holds > 0) pending = next
      else {
        pending = undefined
        apply(next)
      }
    },
    hold() {
      holds++
      let held = true
      return () => {
        if (!held) return
        held = false
        holds--
        if (holds > 0 || !pending) return
        apply(pending)
        pending = undefined
      }
    },
  }
}
