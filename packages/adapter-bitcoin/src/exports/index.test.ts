import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "parseBitcoinAddress",
      "createBitcoinAdapter",
      "AccountNotConnectedError",
      "ConnectorNotFoundError",
      "InvalidWalletResponseError",
      "UserRejectedRequestError",
      "WalletRequestError",
      "bitcoinNetworks",
      "toBitcoinNetworkName",
    ]
  `)
})
