import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "formatBalance",
      "isUserRejectedError",
      "LatchError",
      "mainnet",
      "toCaipNetwork",
      "AccountButton",
      "ConnectButton",
      "NetworkButton",
      "createLatch",
      "useDisconnect",
      "useLatch",
      "useLatchAccount",
      "useLatchEvents",
      "useLatchNetwork",
      "useLatchProvider",
      "useLatchSIWX",
      "useLatchState",
      "useSignMessage",
      "LatchProvider",
      "LatchModal",
    ]
  `)
})
