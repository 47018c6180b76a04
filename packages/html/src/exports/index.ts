// @latch/html: the public API, for pages with no React code of their own. `createLatch` mounts the
// modal and defines <latch-connect-button> and <latch-network-button>.

// From @latch/core, so a page needs no direct dependency on it
export {
  type AccountState,
  bitcoin,
  bitcoinTestnet,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  ChainNotSupportedError,
  type ConnectedWalletInfo,
  type ConnectionStatus,
  createMemoryStorage,
  type Features,
  formatBalance,
  InvalidOptionError,
  isUserRejectedError,
  type LatchClient,
  LatchError,
  type LatchEvent,
  type LatchOptions,
  type LatchPublicState,
  type Metadata,
  mainnet,
  NoActiveCaipAddressError,
  type OpenModalParameters,
  type ResolvedOptions,
  type SIWXConfig,
  SIWXNotEnabledError,
  type SIWXSession,
  type StorageLike,
  solana,
  solanaDevnet,
  solanaTestnet,
  type ThemeMode,
  type ThemeVariables,
  toCaipNetwork,
  type View,
} from '@latch/core'
// Setup
export { createLatch } from '../createLatch.js'
export type { LatchHtmlClient } from '../withSubscriptions.js'
