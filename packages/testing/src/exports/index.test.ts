import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "ANVIL_TEST_MNEMONIC",
      "DevWalletRpcError",
      "requestRpc",
      "createDevWallet",
      "createMemoryDevWalletStorage",
      "devWalletInfo",
    ]
  `)
})
