import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'ANVIL_TEST_MNEMONIC',
    'DevWalletRpcError',
    'createDevWallet',
    'createMemoryStorage',
    'devWalletInfo',
  ])
})
