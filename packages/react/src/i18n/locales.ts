import type { Catalogue } from '@latch/core/internal'

/** Text direction of a locale's script. */
export type TextDirection = 'ltr' | 'rtl'

type CatalogueModule = { default: Catalogue }

/**
 * A locale Latch ships (issue 16): its direction and, but for English, its two files, each its own
 * chunk loaded only while the locale is active: `modal.json` (the page buttons and the modal's
 * chunk: dialog, Connect view, toasts) and `views.json` (the lazily loaded views). English is
 * bundled: `modal.json` with the modal's chunk (the page buttons' few texts in the startup chunk),
 * `views.json` with the views.
 */
export type LocaleEntry = {
  dir: TextDirection
  modal?: () => Promise<CatalogueModule>
  views?: () => Promise<CatalogueModule>
}

// One entry per locale; `locales.test.ts` checks that every directory under `locales/` is listed
// and holds exactly English's keys.
/** The supported locales by BCP 47 tag. */
export const locales: Readonly<Record<string, LocaleEntry>> = {
  en: { dir: 'ltr' },
  ar: {
    dir: 'rtl',
    modal: () => import('./locales/ar/modal.json'),
    views: () => import('./locales/ar/views.json'),
  },
  de: {
    dir: 'ltr',
    modal: () => import('./locales/de/modal.json'),
    views: () => import('./locales/de/views.json'),
  },
  ja: {
    dir: 'ltr',
    modal: () => import('./locales/ja/modal.json'),
    views: () => import('./locales/ja/views.json'),
  },
  he: {
    dir: 'rtl',
    modal: () => import('./locales/he/modal.json'),
    views: () => import('./locales/he/views.json'),
  },
  'zh-CN': {
    dir: 'ltr',
    modal: () => import('./locales/zh-CN/modal.json'),
    views: () => import('./locales/zh-CN/views.json'),
  },
  'zh-TW': {
    dir: 'ltr',
    modal: () => import('./locales/zh-TW/modal.json'),
    views: () => import('./locales/zh-TW/views.json'),
  },
  ko: {
    dir: 'ltr',
    modal: () => import('./locales/ko/modal.json'),
    views: () => import('./locales/ko/views.json'),
  },
  hi: {
    dir: 'ltr',
    modal: () => import('./locales/hi/modal.json'),
    views: () => import('./locales/hi/views.json'),
  },
  th: {
    dir: 'ltr',
    modal: () => import('./locales/th/modal.json'),
    views: () => import('./locales/th/views.json'),
  },
  vi: {
    dir: 'ltr',
    modal: () => import('./locales/vi/modal.json'),
    views: () => import('./locales/vi/views.json'),
  },
  id: {
    dir: 'ltr',
    modal: () => import('./locales/id/modal.json'),
    views: () => import('./locales/id/views.json'),
  },
  ru: {
    dir: 'ltr',
    modal: () => import('./locales/ru/modal.json'),
    views: () => import('./locales/ru/views.json'),
  },
  uk: {
    dir: 'ltr',
    modal: () => import('./locales/uk/modal.json'),
    views: () => import('./locales/uk/views.json'),
  },
  pl: {
    dir: 'ltr',
    modal: () => import('./locales/pl/modal.json'),
    views: () => import('./locales/pl/views.json'),
  },
  tr: {
    dir: 'ltr',
    modal: () => import('./locales/tr/modal.json'),
    views: () => import('./locales/tr/views.json'),
  },
  es: {
    dir: 'ltr',
    modal: () => import('./locales/es/modal.json'),
    views: () => import('./locales/es/views.json'),
  },
  'pt-BR': {
    dir: 'ltr',
    modal: () => import('./locales/pt-BR/modal.json'),
    views: () => import('./locales/pt-BR/views.json'),
  },
  fr: {
    dir: 'ltr',
    modal: () => import('./locales/fr/modal.json'),
    views: () => import('./locales/fr/views.json'),
  },
  it: {
    dir: 'ltr',
    modal: () => import('./locales/it/modal.json'),
    views: () => import('./locales/it/views.json'),
  },
  nl: {
    dir: 'ltr',
    modal: () => import('./locales/nl/modal.json'),
    views: () => import('./locales/nl/views.json'),
  },
}

/**
 * The BCP 47 tags of the locales Latch ships (issue 16), for the `locale` option and
 * `client.setLocale`, e.g. to offer a language picker. Another tag falls back to one of these of
 * the same language, else English.
 *
 * @example
 * import { supportedLocales } from '@latch/react'
 *
 * const names = supportedLocales.map((tag) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag))
 */
export const supportedLocales: readonly string[] = Object.keys(locales)
