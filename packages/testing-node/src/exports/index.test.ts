import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "startBlockchainApi",
      "compileTestContracts",
      "deployTestContracts",
      "anvilTestAccounts",
      "testContracts",
      "testContractsDeployer",
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
