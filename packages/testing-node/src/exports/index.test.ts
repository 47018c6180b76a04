import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "anvilTestAccounts",
      "testContracts",
      "testContractsDeployer",
      "startBlockchainApi",
      "compileTestContracts",
      "deployTestContracts",
      "getFreePort",
      "startAnvil",
      "startRelay",
      "createTestSplToken",
      "sendTestInstructions",
      "startSolanaRpc",
      "createTestWalletKit",
      "disableHostedServices",
      "guardLoopbackOnly",
    ]
  `)
})
