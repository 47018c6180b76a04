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
      "addFarcasterAuthAddress",
      "deployFarcasterRegistries",
      "FARCASTER_ID_REGISTRY",
      "FARCASTER_KEY_REGISTRY",
      "FARCASTER_RELAY_KEY",
      "FARCASTER_TEST_IDENTITY",
      "playFarcasterApp",
      "startFarcasterRelay",
      "startOptimismAnvil",
      "getFreePort",
      "startAnvil",
      "startRelay",
      "compileSmartAccountContracts",
      "deploySmartAccountContracts",
      "SIMPLE_7702_ACCOUNT_ADDRESS",
      "smartAccountContracts",
      "TEST_PAYMASTER_DEPOSIT",
      "startBundler",
      "startPaymaster",
      "TEST_PAYMASTER_VERIFICATION_GAS",
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
