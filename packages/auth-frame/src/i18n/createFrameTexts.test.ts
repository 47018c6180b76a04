// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareCatalogues } from '../../../../scripts/i18n/compareCatalogues.ts'
import { createFrameTexts, frameLocales } from './createFrameTexts.js'

// Issue 16 locales in the secure frame: the same 21 as the modal, each complete.

const root = join(import.meta.dirname, 'locales')
const read = (tag: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, `${tag}.json`), 'utf8'))

it('speaks exactly the modal’s locales', () => {
  const modalLocales = readdirSync(join(import.meta.dirname, '../../../react/src/i18n/locales'))
  expect([...frameLocales].sort()).toEqual([...modalLocales].sort())
})

describe.each(frameLocales.filter((tag) => tag !== 'en'))('%s.json', (tag) => {
  it('has exactly the keys, plural forms and placeholders of English', () => {
    expect(compareCatalogues(tag, read('en'), read(tag))).toEqual([])
  })
})

describe('createFrameTexts', () => {
  it('is English until told otherwise', () => {
    const texts = createFrameTexts({ languages: () => ['de'] })
    expect(texts.locale).toBe('en')
    expect(texts.t('approval.approve')).toBe('Approve')
    expect(texts.t('login.invalidCodeAttempts', { count: 1 })).toBe('Invalid code. 1 attempt left.')
  })

  it('takes the requested locale, with its plural rules, and sets the page’s lang and dir', async () => {
    const page = document.createElement('html')
    const texts = createFrameTexts({ languages: () => ['en'], root: page })
    await texts.setLocale('de-AT')
    expect(texts.locale).toBe('de')
    expect(texts.t('login.resend')).toBe(read('de')['login.resend'])
    expect(page.lang).toBe('de')
    expect(page.dir).toBe('ltr')
    await texts.setLocale('ar')
    expect(page.dir).toBe('rtl')
    expect(texts.t('approval.reject')).toBe(read('ar')['approval.reject'])
    expect(texts.t('login.invalidCodeAttempts', { count: 2 })).toBe(
      read('ar')['login.invalidCodeAttempts_two']?.replace(
        '{count}',
        new Intl.NumberFormat('ar').format(2),
      ),
    )
  })

  it('without a requested locale follows the browser’s languages; else, or for one not shipped, English', async () => {
    const texts = createFrameTexts({
      languages: () => ['fr-CA', 'de'],
      root: document.createElement('html'),
    })
    await texts.setLocale(undefined)
    expect(texts.locale).toBe('fr')
    // A requested locale nobody ships is English, as in the modal (not the browser's).
    await texts.setLocale('xx')
    expect(texts.locale).toBe('en')
    const english = createFrameTexts({
      languages: () => ['xx'],
      root: document.createElement('html'),
    })
    await english.setLocale(undefined)
    expect(english.locale).toBe('en')
  })

  it('of two overlapping changes, the last wins, even when the first loads last', async () => {
    const finish = new Map<string, () => void>()
    const texts = createFrameTexts({
      languages: () => [],
      root: document.createElement('html'),
      load: (tag) =>
        new Promise((resolve) => finish.set(tag, () => resolve({ 'approval.approve': tag }))),
    })
    const ja = texts.setLocale('ja')
    const ko = texts.setLocale('ko')
    finish.get('ko')?.()
    await ko
    finish.get('ja')?.()
    await ja
    expect(texts.locale).toBe('ko')
    expect(texts.t('approval.approve')).toBe('ko')
  })

  it('waits while a view holds it: the words and the page direction change only once released', async () => {
    const page = document.createElement('html')
    const texts = createFrameTexts({ languages: () => [], root: page })
    const releaseApproval = texts.hold()
    const releaseForm = texts.hold()
    await texts.setLocale('ar')
    expect(texts.locale).toBe('en')
    expect(texts.t('approval.approve')).toBe('Approve')
    expect(page.dir).toBe('')
    releaseApproval()
    releaseApproval()
    expect(texts.locale).toBe('en')
    releaseForm()
    expect(texts.locale).toBe('ar')
    expect(page.dir).toBe('rtl')
  })

  it('a change made once nothing holds wins over one that waited', async () => {
    const texts = createFrameTexts({ languages: () => [], root: document.createElement('html') })
    const release = texts.hold()
    await texts.setLocale('ar')
    release()
    await texts.setLocale('de')
    const again = texts.hold()
    again()
    expect(texts.locale).toBe('de')
  })

  it('writes amounts in the locale’s decimal sign, never a point a reader takes for a group', async () => {
    const texts = createFrameTexts({ languages: () => [], root: document.createElement('html') })
    expect(texts.number('1234.5')).toBe('1234.5')
    await texts.setLocale('de')
    expect(texts.number('1234.5')).toBe('1234,5')
  })
})
