import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "getFreePort",
      "startAnvil",
      "startRelay",
      "startSolanaRpc",
      "createTestWalletKit",
      "disableHostedServices",
      "guardLoopbackOnly",
    ]
  `)
})
