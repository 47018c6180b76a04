import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ErrorMessages } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { baseKey, compareCatalogues } from '../../../../scripts/i18n/compareCatalogues.ts'
import { locales } from './locales.js'
import { localeDirections } from './localeTags.js'

// The completeness rules of issue 16: every locale on disk is registered, has exactly English's
// keys in each file (plural families per the language's own categories) and the same placeholders.

const root = join(import.meta.dirname, 'locales')
const files = ['modal.json', 'views.json'] as const
function read(locale: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, locale, file), 'utf8'))
}

const onDisk = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

it('every locale directory is registered, and every registered locale has its files', () => {
  expect(Object.keys(localeDirections).sort()).toEqual([...onDisk].sort())
  // English is bundled; every other locale's two files are lazy loaders.
  expect(Object.keys(locales).sort()).toEqual(onDisk.filter((locale) => locale !== 'en').sort())
  for (const [locale, entry] of Object.entries(locales)) {
    expect(typeof entry.modal, `${locale}: modal loader`).toBe('function')
    expect(typeof entry.views, `${locale}: views loader`).toBe('function')
  }
})

it('right-to-left locales are the ones written right to left', () => {
  for (const [locale, dir] of Object.entries(localeDirections)) {
    const rtl = ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0] ?? '')
    expect(dir, locale).toBe(rtl ? 'rtl' : 'ltr')
  }
})

describe.each(onDisk.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  it.each(files)('%s has exactly the keys, plural forms and placeholders of English', (file) => {
    expect(compareCatalogues(locale, read('en', file), read(locale, file))).toEqual([])
  })
})

it('English plural families have exactly English categories (one, other)', () => {
  for (const file of files) {
    const english = read('en', file)
    expect(compareCatalogues('en', english, english), `en/${file}`).toEqual([])
  }
})

it('the English spec §8 texts are core’s ErrorMessages, quoted exactly', () => {
  const english = { ...read('en', 'modal.json'), ...read('en', 'views.json') }
  const errors = Object.entries(english).filter(([key]) => key.startsWith('error.'))
  expect(errors.length).toBeGreaterThan(10)
  for (const [key, text] of errors) {
    const name = key.slice('error.'.length) as keyof typeof ErrorMessages
    expect(text, key).toBe(ErrorMessages[name])
  }
})

it('every message key core or an adapter puts in a store is in the English catalogue', () => {
  const english = new Set(files.flatMap((file) => Object.keys(read('en', file)).map(baseKey)))
  const packages = join(import.meta.dirname, '../../..')
  const used = new Set<string>()
  for (const name of ['core', 'adapter-evm', 'adapter-solana', 'adapter-bitcoin']) {
    const source = join(packages, name, 'src')
    for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.includes('.test.')) continue
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
      // `key: 'toast.sent'`, and the adapters' `walletError.*` keys wherever they are written.
      for (const match of text.matchAll(/\bkey: '([a-zA-Z]+\.[\w.]+)'|'(walletError\.\w+)'/g))
        used.add((match[1] ?? match[2]) as string)
    }
  }
  expect(used.size).toBeGreaterThan(10)
  expect([...used].filter((key) => key.startsWith('walletError.')).length).toBeGreaterThan(10)
  expect([...used].filter((key) => !english.has(key))).toEqual([])
})
