import { expect, test } from 'vitest'
import { formatWait } from './formatWait.js'

test('minutes rounded up from a minute on, seconds below, in the locale', () => {
  expect(formatWait(900, 'en')).toBe('15 minutes')
  expect(formatWait(61, 'en')).toBe('2 minutes')
  expect(formatWait(60, 'en')).toBe('1 minute')
  expect(formatWait(15, 'en')).toBe('15 seconds')
  expect(formatWait(0, 'en')).toBe('1 second')
  expect(formatWait(840, 'de')).toBe('14 Minuten')
  expect(formatWait(120, 'ru')).toBe('2 минуты')
})
