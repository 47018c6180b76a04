import { expect, test } from 'vitest'
import * as exports from './node.ts'

test('exports', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'createTestWalletKit',
    'disableHostedServices',
    'getFreePort',
    'guardLoopbackOnly',
    'requestRpc',
    'startAnvil',
    'startRelay',
  ])
})
