export type {
  AdapterConnection,
  AdapterEvent,
  AdapterSetupParameters,
  ChainAdapter,
  Connector,
  ConnectorType,
} from './adapter/types.js'
export { type ApiClient, createApiClient, SDK_TYPE, SDK_VERSION } from './api/createApiClient.js'
export {
  fetchAllowedOrigins,
  fetchProjectConfig,
  isOriginAllowed,
} from './api/fetchProjectConfig.js'
export { fetchWalletRegistry } from './api/fetchWalletRegistry.js'
export { isValidAddress } from './caip/isValidAddress.js'
export {
  formatCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './caip/parseCaipAddress.js'
export {
  formatCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './caip/parseCaipNetworkId.js'
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
} from './caip/types.js'
export {
  createLatchClient,
  type LatchClient,
  type LatchPublicState,
} from './client/createLatchClient.js'
export {
  BALANCE_DECIMALS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  MOTION_MS,
  RECENT_WALLETS_MAX,
  TOAST_AUTO_CLOSE_MS,
  TOAST_SWAP_DELAY_MS,
} from './constants.js'
export { LatchError, type LatchErrorParameters } from './errors/base.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip.js'
export {
  AdapterNotFoundError,
  ChainNotSupportedError,
  NoActiveCaipAddressError,
} from './errors/chain.js'
export {
  ErrorMessages,
  failedToDisconnectChainMessage,
  httpStatusMessage,
} from './errors/messages.js'
export { InvalidOptionError } from './errors/options.js'
export {
  isUserRejectedError,
  USER_REJECTED_CODE,
  WALLETCONNECT_USER_REJECTED_CODE,
} from './errors/rpc.js'
export {
  InvalidSIWXSessionError,
  SIWXNotEnabledError,
  type SIWXSessionCheck,
  UnsupportedSIWXNamespaceError,
} from './errors/siwx.js'
export type { EventBus, LatchEvent, LatchEventName } from './events/createEventBus.js'
export { CONNECTION_DECLINED } from './flows/connect.js'
export { DEFAULT_API_URL } from './flows/loadHostedData.js'
export type { OpenModalParameters } from './flows/modal.js'
export { SWITCH_DECLINED } from './flows/switchNetwork.js'
export { formatBalance } from './format/formatBalance.js'
export { isSafeImageUrl } from './format/isSafeImageUrl.js'
export { truncateAddress } from './format/truncateAddress.js'
export {
  createLogger,
  LOG_BUFFER_MAX_BYTES,
  type LogEntry,
  type Logger,
  type LogLevel,
  logLevels,
} from './logger/createLogger.js'
export { createUnknownNetwork } from './networks/createUnknownNetwork.js'
export { mainnet } from './networks/mainnet.js'
export { toCaipNetwork, type ViemChainLike } from './networks/toCaipNetwork.js'
export type { CaipNetwork, NativeCurrency } from './networks/types.js'
export {
  defaultRemoteFeatures,
  type RemoteFeatureConfig,
  type RemoteFeatures,
  resolveRemoteFeatures,
} from './options/resolveRemoteFeatures.js'
export type {
  Features,
  LatchOptions,
  Metadata,
  ResolvedFeatures,
  ResolvedOptions,
  ThemeMode,
  ThemeVariables,
} from './options/types.js'
export { fromSiweConfig } from './siwx/fromSiweConfig.js'
export { getPageSite } from './siwx/getPageSite.js'
export { isSameAccount } from './siwx/isSameAccount.js'
export type {
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from './siwx/siweTypes.js'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from './siwx/types.js'
export type { LatchStores } from './state/createStores.js'
export type * from './state/types.js'
export { createMemoryStorage } from './storage/createMemoryStorage.js'
export {
  createSafeStorage,
  type SafeStorage,
  type StorageLike,
} from './storage/createSafeStorage.js'
export {
  PAIRING_EXPIRED_WITHIN_MS,
  PAIRING_EXPIRY_MS,
  SELF_HOSTED_PROJECT_ID,
  WALLETCONNECT_PAIRING_TTL_MS,
  WALLETCONNECT_PROPOSAL_EXPIRY_MS,
  WALLETCONNECT_SESSION_LIFETIME_MS,
  WALLETCONNECT_STORAGE_PREFIX,
  walletConnectStorageKeys,
} from './walletconnect/constants.js'
export {
  type CreateWalletConnectSessionParameters,
  type CreateWalletConnectSessionReturnType,
  createWalletConnectSession,
  type WalletConnectConnectParameters,
  type WalletConnectRequestParameters,
} from './walletconnect/createWalletConnectSession.js'
export {
  WalletConnectConnectorNotFoundError,
  WalletConnectRpcUrlMissingError,
} from './walletconnect/errors.js'
export {
  type FinalizeWalletConnectParameters,
  type FinalizeWalletConnectReturnType,
  finalizeWalletConnect,
} from './walletconnect/finalizeWalletConnect.js'
export { isIosSafari } from './walletconnect/isIosSafari.js'
export { isPairingExpired } from './walletconnect/isPairingExpired.js'
export { isTelegram } from './walletconnect/isTelegram.js'
export {
  type ResetWalletConnectStateReturnType,
  resetWalletConnectState,
} from './walletconnect/resetWalletConnectState.js'
export {
  type ShouldReusePairingParameters,
  shouldReusePairing,
} from './walletconnect/shouldReusePairing.js'
export type {
  Eip1193EventMap,
  Eip1193Provider,
  UniversalProvider,
  WalletConnectConnectionState,
  WalletConnectLinking,
  WalletConnectNamespaceRequest,
  WalletConnectNamespaces,
  WalletConnectPeer,
  WalletConnectSession,
  WalletConnectSessionEventMap,
} from './walletconnect/types.js'
export {
  buildConnectList,
  type ConnectListItem,
  isBrowserWallet,
  isConnectorShown,
  RECOMMENDED_MAX,
} from './wallets/buildConnectList.js'
export { isMobile } from './wallets/isMobile.js'
export { matchesWalletId } from './wallets/matchesWalletId.js'
export { mergeWalletLists } from './wallets/mergeWalletLists.js'
export { orderConnectMethods } from './wallets/orderConnectMethods.js'
export type { ConnectMethod, ConnectorSection, WalletEntry } from './wallets/types.js'
export { walletCatalogue } from './wallets/walletCatalogue.js'
