import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ErrorMessages } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { locales } from './locales.js'

// The completeness rules of issue 16: every locale on disk is registered, has exactly English's
// keys in each file (plural families per the language's own categories) and the same placeholders.

const root = join(import.meta.dirname, 'locales')
const files = ['modal.json', 'views.json'] as const
const pluralSuffix = /_(zero|one|two|few|many|other)$/

function read(locale: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, locale, file), 'utf8'))
}

/** `key` → its plural categories (empty for a plain key). */
function families(catalogue: Record<string, string>): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>()
  for (const key of Object.keys(catalogue)) {
    const match = pluralSuffix.exec(key)
    const base = match ? key.slice(0, match.index) : key
    const categories = result.get(base) ?? new Set<string>()
    if (match?.[1]) categories.add(match[1])
    result.set(base, categories)
  }
  return result
}

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

const onDisk = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

it('every locale directory is registered, and every registered locale has its files', () => {
  expect(onDisk.filter((locale) => !(locale in locales))).toEqual([])
  expect(Object.keys(locales).filter((locale) => !onDisk.includes(locale))).toEqual([])
  for (const [locale, entry] of Object.entries(locales)) {
    if (locale === 'en') continue
    expect(typeof entry.modal, `${locale}: modal loader`).toBe('function')
    expect(typeof entry.views, `${locale}: views loader`).toBe('function')
  }
})

it('right-to-left locales are the ones written right to left', () => {
  for (const [locale, entry] of Object.entries(locales)) {
    const rtl = ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0] ?? '')
    expect(entry.dir, locale).toBe(rtl ? 'rtl' : 'ltr')
  }
})

describe.each(onDisk.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
  it.each(files)('%s has exactly the keys and placeholders of English', (file) => {
    const english = read('en', file)
    const translated = read(locale, file)
    const expected = families(english)
    const actual = families(translated)
    const missing = [...expected.keys()].filter((key) => !actual.has(key))
    const extra = [...actual.keys()].filter((key) => !expected.has(key))
    expect(missing, `${locale}/${file}: missing keys`).toEqual([])
    expect(extra, `${locale}/${file}: keys English does not have`).toEqual([])
    for (const [key, forms] of expected) {
      const translatedForms = actual.get(key) ?? new Set()
      if (forms.size === 0) {
        expect(translatedForms.size, `${locale}/${file}: ${key} is not a plural`).toBe(0)
        expect(placeholders(translated[key]), `${locale}/${file}: ${key} placeholders`).toEqual(
          placeholders(english[key]),
        )
        continue
      }
      expect([...translatedForms].sort(), `${locale}/${file}: ${key} plural forms`).toEqual(
        [...categories].sort(),
      )
      // A form may leave the count out ("one wallet"), never another value.
      const englishNames = placeholders(english[`${key}_other`])
      for (const form of translatedForms) {
        const names = placeholders(translated[`${key}_${form}`])
        const required = englishNames.filter((name) => name !== 'count')
        expect(
          names.filter((name) => name !== 'count'),
          `${locale}/${file}: ${key}_${form} placeholders`,
        ).toEqual(required)
      }
    }
  })
})

it('English plural families have exactly English categories (one, other)', () => {
  for (const file of files) {
    for (const [key, forms] of families(read('en', file))) {
      if (forms.size > 0) expect([...forms].sort(), `en/${file}: ${key}`).toEqual(['one', 'other'])
    }
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

it('every message key core puts in a store is in the English catalogue', () => {
  const english = new Set(
    files.flatMap((file) =>
      Object.keys(read('en', file)).map((key) => key.replace(pluralSuffix, '')),
    ),
  )
  const coreSource = join(import.meta.dirname, '../../../core/src')
  const used = new Set<string>()
  for (const entry of readdirSync(coreSource, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.includes('.test.')) continue
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    for (const match of text.matchAll(/\bkey: '([a-zA-Z]+\.[\w.]+)'/g)) used.add(match[1] as string)
  }
  expect(used.size).toBeGreaterThan(10)
  expect([...used].filter((key) => !english.has(key))).toEqual([])
})
