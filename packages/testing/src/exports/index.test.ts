import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "BIP322_TEST_KEY",
      "createDevBitcoinWallet",
      "devBitcoinWalletAddresses",
      "devBitcoinWalletInfo",
      "bip322MessageHash",
      "signBip322Simple",
      "ANVIL_TEST_MNEMONIC",
      "anvilTestAccounts",
      "testContracts",
      "testContractsDeployer",
      "testContractsDeployerKey",
      "testUniswapV3",
      "testUniswapV3Deployer",
      "testUniswapV3DeployerKey",
      "DevWalletRpcError",
      "SOLANA_LOCAL_GENESIS_HASH",
      "SOLANA_LOCAL_RPC_URL",
      "solanaLocal",
      "createDevSolanaKeys",
      "devSolanaWalletAddress",
      "createDevSolanaWallet",
      "devSolanaWalletInfo",
      "requestRpc",
      "createDevWallet",
      "createMemoryDevWalletStorage",
      "devWalletInfo",
      "withGasMargin",
    ]
  `)
})
