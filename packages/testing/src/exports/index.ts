// @latch/testing: what runs in a page. The Node side (anvil, the relay fixture, the WalletConnect
// test wallet) is the private @latch/testing-node, so an app using the dev wallet installs neither.

// Dev Bitcoin wallet (a Wallet Standard wallet with the Bitcoin features, BIP-322 signatures)
export { BIP322_TEST_KEY } from '../bitcoin/BIP322_TEST_KEY.ts'
export {
  type CreateDevBitcoinWalletParameters,
  type CreateDevBitcoinWalletReturnType,
  createDevBitcoinWallet,
} from '../bitcoin/createDevBitcoinWallet.ts'
export { devBitcoinWalletAddresses } from '../bitcoin/devBitcoinWalletAddresses.ts'
export { devBitcoinWalletInfo } from '../bitcoin/devBitcoinWalletInfo.ts'
export {
  type Bip322Signer,
  bip322MessageHash,
  signBip322Simple,
} from '../bitcoin/signBip322Simple.ts'
export type {
  DevBitcoinAccount,
  DevBitcoinNetwork,
  DevBitcoinPurpose,
  DevBitcoinWallet,
} from '../bitcoin/types.ts'
// Local chains
export { ANVIL_TEST_MNEMONIC } from '../constants/ANVIL_TEST_MNEMONIC.ts'
export {
  anvilTestAccounts,
  testContracts,
  testContractsDeployer,
  testContractsDeployerKey,
} from '../contracts/testContracts.ts'
export {
  testUniswapV3,
  testUniswapV3Deployer,
  testUniswapV3DeployerKey,
} from '../contracts/testUniswapV3.ts'
// Errors
export { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
// Dev Solana wallet (a Wallet Standard wallet with the Solana features) and the local network
export {
  type DevSolanaNetwork,
  SOLANA_LOCAL_GENESIS_HASH,
  SOLANA_LOCAL_RPC_URL,
  solanaLocal,
} from '../solana/constants.ts'
export {
  createDevSolanaKeys,
  type DevSolanaKeys,
  devSolanaWalletAddress,
} from '../solana/createDevSolanaKeys.ts'
export {
  type CreateDevSolanaWalletParameters,
  type CreateDevSolanaWalletReturnType,
  createDevSolanaWallet,
} from '../solana/createDevSolanaWallet.ts'
export { devSolanaWalletInfo } from '../solana/devSolanaWalletInfo.ts'
export type { DevSolanaChain, DevSolanaWallet } from '../solana/types.ts'
export { requestRpc } from '../utils/requestRpc.ts'
// Dev wallet (an EIP-1193 provider announced through EIP-6963)
export {
  type CreateDevWalletParameters,
  type CreateDevWalletReturnType,
  createDevWallet,
} from '../wallet/createDevWallet.ts'
export { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
export { devWalletInfo } from '../wallet/devWalletInfo.ts'
export type {
  DevWallet,
  DevWalletApproval,
  DevWalletChain,
  DevWalletStorage,
} from '../wallet/types.ts'
export { withGasMargin } from '../wallet/withGasMargin.ts'
