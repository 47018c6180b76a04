import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "formatBalance",
      "InvalidOptionError",
      "isUserRejectedError",
      "LatchError",
      "mainnet",
      "toCaipNetwork",
      "createLatch",
    ]
  `)
})
