import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "anvilTestAccounts",
      "testContracts",
      "testContractsDeployer",
      "testUniswapV3",
      "startBlockchainApi",
      "compileTestContracts",
      "deployTestContracts",
      "getFreePort",
      "startAnvil",
      "startRelay",
      "createTestSplToken",
      "sendTestInstructions",
      "startSolanaRpc",
      "deployUniswapV3",
      "createTestWalletKit",
      "disableHostedServices",
      "guardLoopbackOnly",
    ]
  `)
})
