// @latch/react: the public API.

// From @latch/core, so an app needs no direct dependency on it
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
// Components
export {
  AccountButton,
  ConnectButton,
  type ConnectButtonProps,
} from '../components/ConnectButton/ConnectButton.js'
export type { LatchButtonProps } from '../components/ConnectButton/usePageButtonStyles.js'
export { NetworkButton } from '../components/NetworkButton/NetworkButton.js'
// Setup
export { createLatch } from '../createLatch.js'
// Hooks
export { useDisconnect } from '../hooks/useDisconnect.js'
export { type UseLatchReturnType, useLatch } from '../hooks/useLatch.js'
export { type UseLatchAccountReturnType, useLatchAccount } from '../hooks/useLatchAccount.js'
export { useLatchEvents } from '../hooks/useLatchEvents.js'
export { type UseLatchNetworkReturnType, useLatchNetwork } from '../hooks/useLatchNetwork.js'
export { useLatchProvider } from '../hooks/useLatchProvider.js'
export { type UseLatchSIWXReturnType, useLatchSIWX } from '../hooks/useLatchSIWX.js'
export { useLatchState } from '../hooks/useLatchState.js'
export { useSignMessage } from '../hooks/useSignMessage.js'
// Locales (issue 16)
export { supportedLocales } from '../i18n/localeTags.js'
export { LatchProvider } from '../LatchProvider.js'
export { LatchModal } from '../modal/LatchModal.js'
