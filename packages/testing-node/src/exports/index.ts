// Blockchain API fixture (spec §7 over the local chains)

export {
  anvilTestAccounts,
  testContracts,
  testContractsDeployer,
  testUniswapV3,
} from '@latch/testing'
export type {
  FixtureChainParameters,
  FixtureUniswapV3,
} from '../blockchainApi/fixtureChain.ts'
export {
  type StartBlockchainApiParameters,
  type StartBlockchainApiReturnType,
  startBlockchainApi,
} from '../blockchainApi/startBlockchainApi.ts'
// EVM test contracts
export {
  compileTestContracts,
  type TestContractArtifact,
  type TestContractName,
} from '../contracts/compileTestContracts.ts'
export {
  type DeployTestContractsParameters,
  type DeployTestContractsReturnType,
  deployTestContracts,
} from '../contracts/deployTestContracts.ts'
// Farcaster (Sign In With Farcaster: the relay, an OP-like chain with the registries, the app side)
export {
  type AddFarcasterAuthAddressParameters,
  addFarcasterAuthAddress,
} from '../farcaster/addFarcasterAuthAddress.ts'
export {
  type DeployFarcasterRegistriesParameters,
  type DeployFarcasterRegistriesReturnType,
  deployFarcasterRegistries,
} from '../farcaster/deployFarcasterRegistries.ts'
export {
  FARCASTER_ID_REGISTRY,
  FARCASTER_KEY_REGISTRY,
  FARCASTER_RELAY_KEY,
  FARCASTER_TEST_IDENTITY,
} from '../farcaster/farcasterTestIdentity.ts'
export {
  type PlayFarcasterAppParameters,
  type PlayFarcasterAppReturnType,
  playFarcasterApp,
} from '../farcaster/playFarcasterApp.ts'
export {
  type StartFarcasterRelayParameters,
  type StartFarcasterRelayReturnType,
  startFarcasterRelay,
} from '../farcaster/startFarcasterRelay.ts'
export {
  type StartOptimismAnvilParameters,
  startOptimismAnvil,
} from '../farcaster/startOptimismAnvil.ts'
export { getFreePort } from '../node/getFreePort.ts'
export {
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from '../node/startAnvil.ts'
export {
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from '../relay/startRelay.ts'
// ERC-4337 / EIP-7702 (EntryPoint v0.8, Latch's smart account, a bundler and a paymaster)
export {
  compileSmartAccountContracts,
  type SmartAccountArtifact,
  type SmartAccountContractName,
} from '../smartAccount/compileSmartAccountContracts.ts'
export {
  type DeploySmartAccountContractsParameters,
  deploySmartAccountContracts,
  SIMPLE_7702_ACCOUNT_ADDRESS,
  type SmartAccountContracts,
  smartAccountContracts,
  TEST_PAYMASTER_DEPOSIT,
} from '../smartAccount/deploySmartAccountContracts.ts'
export {
  type StartBundlerParameters,
  type StartBundlerReturnType,
  startBundler,
} from '../smartAccount/startBundler.ts'
export {
  type StartPaymasterParameters,
  type StartPaymasterReturnType,
  startPaymaster,
  TEST_PAYMASTER_VERIFICATION_GAS,
} from '../smartAccount/startPaymaster.ts'
export {
  type CreateTestSplTokenParameters,
  type CreateTestSplTokenReturnType,
  createTestSplToken,
} from '../solana/createTestSplToken.ts'
export { sendTestInstructions } from '../solana/sendTestInstructions.ts'
// Solana (a JSON-RPC server on litesvm)
export {
  type StartSolanaRpcParameters,
  type StartSolanaRpcReturnType,
  startSolanaRpc,
} from '../solana/startSolanaRpc.ts'
// Uniswap V3 on the local chains
export {
  type DeployUniswapV3Parameters,
  type DeployUniswapV3ReturnType,
  deployUniswapV3,
} from '../uniswap/deployUniswapV3.ts'
export {
  type CreateTestWalletKitParameters,
  type CreateTestWalletKitReturnType,
  createTestWalletKit,
} from '../walletconnect/createTestWalletKit.ts'
export { disableHostedServices } from '../walletconnect/disableHostedServices.ts'
export {
  type GuardLoopbackOnlyReturnType,
  guardLoopbackOnly,
} from '../walletconnect/guardLoopbackOnly.ts'
export type {
  TestWalletKit,
  TestWalletKitActivity,
  TestWalletKitChain,
  TestWalletKitError,
} from '../walletconnect/types.ts'
