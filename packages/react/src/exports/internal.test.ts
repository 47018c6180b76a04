import { expect, test } from 'vitest'
import * as exports from './internal.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "getPageButtonStyleSheet",
      "LatchContext",
      "LocaleProvider",
      "lazyStyleSheet",
    ]
  `)
})
