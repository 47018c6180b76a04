import { expect, it } from 'vitest'
import { formatMessage } from './formatMessage.js'

const en = {
  greeting: 'Hello {name}',
  wallets_one: '{count} wallet',
  wallets_other: '{count} wallets',
}

it('interpolates placeholders and leaves unknown ones as written', () => {
  expect(formatMessage('en', [en], 'greeting', { name: 'Ada' })).toBe('Hello Ada')
  expect(formatMessage('en', [en], 'greeting')).toBe('Hello {name}')
  expect(formatMessage('en', [en], 'greeting', { other: 'x' })).toBe('Hello {name}')
})

it('falls back through the catalogues in order, then to the key itself', () => {
  const de = { greeting: 'Hallo {name}' }
  expect(formatMessage('de', [de, en], 'greeting', { name: 'Ada' })).toBe('Hallo Ada')
  expect(formatMessage('de', [{}, en], 'greeting', { name: 'Ada' })).toBe('Hello Ada')
  expect(formatMessage('de', [undefined, en], 'greeting', { name: 'Ada' })).toBe('Hello Ada')
  expect(formatMessage('de', [de, en], 'missing.key')).toBe('missing.key')
})

it('picks the plural form by Intl.PluralRules and formats the count with the locale', () => {
  expect(formatMessage('en', [en], 'wallets', { count: 1 })).toBe('1 wallet')
  expect(formatMessage('en', [en], 'wallets', { count: 0 })).toBe('0 wallets')
  expect(formatMessage('en', [en], 'wallets', { count: 1200 })).toBe('1,200 wallets')
  expect(
    formatMessage('de', [{ wallets_other: '{count} Wallets' }], 'wallets', { count: 1200 }),
  ).toBe('1.200 Wallets')
})

it('uses every category a language has (Arabic: zero, one, two, few, many, other)', () => {
  const ar = {
    w_zero: 'zero',
    w_one: 'one',
    w_two: 'two',
    w_few: 'few {count}',
    w_many: 'many',
    w_other: 'other',
  }
  const forms = [0, 1, 2, 3, 11, 100].map((count) => formatMessage('ar', [ar], 'w', { count }))
  expect(forms).toEqual(['zero', 'one', 'two', `few ${(3).toLocaleString('ar')}`, 'many', 'other'])
  const pl = { w_one: 'one', w_few: 'few', w_many: 'many', w_other: 'other' }
  expect([1, 2, 5, 22, 1.5].map((count) => formatMessage('pl', [pl], 'w', { count }))).toEqual([
    'one',
    'few',
    'many',
    'few',
    'other',
  ])
})

it('a count of 0 takes `_zero` where given, even in a language without that category', () => {
  const withZero = { ...en, wallets_zero: 'No wallets' }
  expect(formatMessage('en', [withZero], 'wallets', { count: 0 })).toBe('No wallets')
  expect(formatMessage('ja', [{ wallets_other: '{count} 件' }], 'wallets', { count: 1 })).toBe(
    '1 件',
  )
})

it('reads only own keys: inherited ones (constructor, toString, __proto__) are unknown keys', () => {
  for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
    expect(formatMessage('en', [en], key)).toBe(key)
    expect(formatMessage('en', [en], key, { count: 2 })).toBe(key)
    expect(formatMessage('en', [{}, en], key, { name: 'Ada' })).toBe(key)
  }
  expect(formatMessage('en', [{ constructor: 'Builder' }], 'constructor')).toBe('Builder')
  expect(formatMessage('en', [{ x: 'a {constructor} b {__proto__}' }], 'x', { name: 'Ada' })).toBe(
    'a {constructor} b {__proto__}',
  )
  expect(formatMessage('en', [{ x: 'by {constructor}' }], 'x', { constructor: 'Ada' })).toBe(
    'by Ada',
  )
})
