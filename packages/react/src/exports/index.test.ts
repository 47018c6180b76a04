import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "bitcoin",
      "bitcoinTestnet",
      "ChainNotSupportedError",
      "createMemoryStorage",
      "formatBalance",
      "InvalidOptionError",
      "isUserRejectedError",
      "LatchError",
      "mainnet",
      "NoActiveCaipAddressError",
      "SIWXNotEnabledError",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
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
      "supportedLocales",
      "LatchProvider",
      "LatchModal",
    ]
  `)
})
