import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "ChainNotSupportedError",
      "createMemoryStorage",
      "formatBalance",
      "InvalidOptionError",
      "isUserRejectedError",
      "LatchError",
      "mainnet",
      "NoActiveCaipAddressError",
      "SIWXNotEnabledError",
      "toCaipNetwork",
      "createLatch",
    ]
  `)
})
