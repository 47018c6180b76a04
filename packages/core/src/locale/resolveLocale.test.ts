import { expect, test } from 'vitest'
import { currentLanguage, resolveLocale } from './resolveLocale.js'

const supported = ['en', 'ar', 'he', 'zh-CN', 'zh-TW', 'pt-BR', 'de', 'ja']

test.each([
  ['de', [], 'de'],
  ['DE', [], 'de'],
  ['de-AT', [], 'de'],
  ['zh-HK', [], 'zh-TW'],
  ['zh-MO', [], 'zh-TW'],
  ['zh-Hant', [], 'zh-TW'],
  ['zh-TW', [], 'zh-TW'],
  ['zh', [], 'zh-CN'],
  ['zh-SG', [], 'zh-CN'],
  ['zh-Hans-HK', [], 'zh-CN'],
  ['pt', [], 'pt-BR'],
  ['pt-PT', [], 'pt-BR'],
  ['iw', [], 'he'],
  ['sw', ['de'], 'en'],
  [undefined, ['sw', 'ja-JP', 'de'], 'ja'],
  [undefined, [], 'en'],
] as const)('resolveLocale(%s, %j) is %s', (requested, preferred, expected) => {
  expect(resolveLocale(requested, preferred, supported)).toBe(expected)
})

test('a mapped tag that is not supported falls through to the next candidate', () => {
  expect(resolveLocale(undefined, ['zh-HK', 'de'], ['en', 'zh-CN', 'de'])).toBe('zh-CN')
  expect(resolveLocale(undefined, ['pt', 'de'], ['en', 'de'])).toBe('de')
})

test('inherited properties are not renamed languages: constructor, __proto__, toString', () => {
  expect(currentLanguage('iw')).toBe('he')
  expect(currentLanguage('de')).toBe('de')
  for (const tag of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    expect(currentLanguage(tag)).toBe(tag)
    expect(resolveLocale(tag, [], supported)).toBe('en')
    expect(resolveLocale(undefined, [tag, 'de'], supported)).toBe('de')
    expect(resolveLocale(undefined, [`${tag}-DE`], ['en', tag])).toBe(tag)
  }
})
