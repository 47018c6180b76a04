/** Text direction of a locale's script. */
export type TextDirection = 'ltr' | 'rtl'

// One entry per shipped locale, in the order `supportedLocales` lists them; their files' loaders
// are `locales.ts`, a chunk of its own loaded only when a locale other than English is wanted.
/** The supported locales by BCP 47 tag, with their text direction (startup: the page buttons). */
export const localeDirections: Readonly<Record<string, TextDirection>> = {
  en: 'ltr',
  ar: 'rtl',
  de: 'ltr',
  ja: 'ltr',
  he: 'rtl',
  'zh-CN': 'ltr',
  'zh-TW': 'ltr',
  ko: 'ltr',
  hi: 'ltr',
  th: 'ltr',
  vi: 'ltr',
  id: 'ltr',
  ru: 'ltr',
  uk: 'ltr',
  pl: 'ltr',
  tr: 'ltr',
  es: 'ltr',
  'pt-BR': 'ltr',
  fr: 'ltr',
  it: 'ltr',
  nl: 'ltr',
}

/**
 * The BCP 47 tags of the locales Latch ships, for the `locale` option and
 * `client.setLocale`, e.g. to offer a language picker. Another tag falls back to one of these of
 * the same language, else English.
 *
 * @example
 * import { supportedLocales } from '@latch/react'
 *
 * const names = supportedLocales.map((tag) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag))
 */
export const supportedLocales: readonly string[] = Object.keys(localeDirections)
