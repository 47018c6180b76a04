import type { Catalogue } from '@latch/core/internal'
import { localeDirections, type TextDirection } from './localeTags.js'

export type { TextDirection } from './localeTags.js'

type CatalogueModule = { default: Catalogue }

/**
 * A locale Latch ships (issue 16): its direction and, but for English, its two files, each its own
 * chunk loaded only while the locale is active: `modal.json` (the page buttons and the modal's
 * chunk: dialog, Connect view, toasts) and `views.json` (the lazily loaded views). English is
 * bundled: `modal.json` with the modal's chunk (the page buttons' few texts in the startup chunk),
 * `views.json` with the views. This table is a chunk too, loaded with the first of those files.
 */
export type LocaleEntry = {
  dir: TextDirection
  modal?: () => Promise<CatalogueModule>
  views?: () => Promise<CatalogueModule>
}

// Every locale but English; `locales.test.ts` checks that every directory under `locales/` is
// listed and holds exactly English's keys.
const loaders: Readonly<Record<string, Omit<LocaleEntry, 'dir'>>> = {
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

/** The supported locales by BCP 47 tag: direction (`localeDirections`) and files. */
export const locales: Readonly<Record<string, LocaleEntry>> = Object.fromEntries(
  Object.entries(localeDirections).map(([tag, dir]) => [tag, { dir, ...loaders[tag] }]),
)
