// Re-exported from core so tests and the demo import storage helpers from one place.
export { createMemoryStorage } from '@latch/core'
export { ANVIL_TEST_MNEMONIC } from './constants/ANVIL_TEST_MNEMONIC.ts'
export { DevWalletRpcError } from './errors/DevWalletRpcError.ts'
export {
  type CreateDevWalletParameters,
  type CreateDevWalletReturnType,
  createDevWallet,
} from './wallet/createDevWallet.ts'
export { devWalletInfo } from './wallet/devWalletInfo.ts'
export type {
  DevWallet,
  DevWalletApproval,
  DevWalletChain,
  DevWalletStorage,
} from './wallet/types.ts'
