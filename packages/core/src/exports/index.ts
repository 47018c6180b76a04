// biome-ignore-all assist/source/organizeImports: the public entry's export order is what its snapshot
// test pins (Object.keys of the module); the paths behind it moved with the features (issue 27).
// @latch/core: the public API. Latch's own packages also use `@latch/core/internal`, which is not
// public and may change in any release.

// Adapters (the chain-neutral contract an ecosystem's adapter implements)
export type {
  AccountType,
  AdapterAccount,
  AdapterConnection,
  AdapterEvent,
  AdapterSetupParameters,
  AdapterTransaction,
  BalanceChange,
  ChainAdapter,
  Connector,
  ConnectorType,
  SimulationResult,
  WalletConnectNamespaceProvider,
} from '../adapter/types.js'
// CAIP-2 network ids and CAIP-10 account ids
export { isValidAddress } from '../caip/isValidAddress.js'
export {
  formatCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from '../caip/parseCaipAddress.js'
export {
  formatCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from '../caip/parseCaipNetworkId.js'
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
} from '../caip/types.js'
// Client (made by `createLatch` in @latch/react or @latch/html)
export type { LatchClient, LatchPublicState } from '../client/types.js'
// Account data (DESIGN.md §6): what data sources give the Account view's tabs
export type {
  DataQuery,
  DataSource,
  Identity,
  Nft,
  NftPage,
  TokenBalance,
  TokenOption,
  Transaction,
  TransactionPage,
  TransactionTransfer,
  TransferDirection,
} from '../data/types.js'
// Errors (spec §8)
export { LatchError, type LatchErrorParameters, type UserMessage } from '../errors/base.js'
export { InvalidCaipAddressError } from '../errors/caipAddress.js'
export { InvalidCaipNetworkIdError } from '../errors/caip.js'
export { AdapterNotFoundError } from '../errors/chain.js'
export { ChainNotSupportedError, NetworkSwitchDisabledError } from '../errors/network.js'
export { NoActiveCaipAddressError } from '../errors/chain.js'
export { UnsupportedChainError } from '../errors/network.js'
export { ConnectorNotFoundError, NoAccountError } from '../errors/connector.js'
export { ErrorMessages } from '../errors/messages.js'
export { InvalidOptionError } from '../errors/options.js'
export { InvalidParameterError } from '../errors/parameters.js'
export {
  isUserRejectedError,
  USER_REJECTED_CODE,
  WALLETCONNECT_USER_REJECTED_CODE,
} from '../errors/rpc.js'
export {
  InvalidSIWXSessionError,
  SIWXNotEnabledError,
  type SIWXSessionCheck,
  UnsupportedSIWXNamespaceError,
} from '../errors/siwx.js'
export type { LatchEvent, LatchEventName } from '../events/createEventBus.js'
export type { OpenModalParameters } from '../flows/modal.js'
// Formatting
export { formatAmount } from '../format/formatAmount.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatMoney } from '../format/formatMoney.js'
export { formatDecimalUnits, parseDecimalUnits } from '../format/units.js'
// Options (spec §5)
export type { Logger, LogLevel } from '../logger/createLogger.js'
// Networks
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'
export { mainnet } from '../networks/mainnet.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export { toCaipNetwork, type ViemChainLike } from '../networks/toCaipNetwork.js'
export type { CaipNetwork, NativeCurrency } from '../networks/types.js'
export type { HostedRpcOption, RpcOptions } from '../options/rpcTypes.js'
export type { SmartAccountSettings, SmartAccountsOption } from '../options/smartAccountTypes.js'
export type {
  DefaultAccountTypes,
  Features,
  LatchOptions,
  Metadata,
  OnrampSettings,
  PreferredAccountType,
  ResolvedFeatures,
  ResolvedOptions,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '../options/types.js'
// Sign-in with the wallet (CAIP-122)
export { fromSiweConfig } from '../features/siwx/fromSiweConfig.js'
export type {
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from '../features/siwx/siweTypes.js'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXSession,
} from '../features/siwx/types.js'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  Message,
  MessageValues,
  RouterData,
  ToastVariant,
  View,
} from '../state/types.js'
// Storage (the `storage` option)
export { createMemoryStorage } from '../storage/createMemoryStorage.js'
export type { StorageLike } from '../storage/createSafeStorage.js'
// Swaps (the source contract adapters implement)
export type { SwapParameters, SwapQuote, SwapSource, SwapToken } from '../features/swap/types.js'
export {
  WalletConnectConnectorNotFoundError,
  WalletConnectRpcUrlMissingError,
} from '../features/walletConnect/errors.js'
// WalletConnect
export type { Eip1193Provider } from '../features/walletConnect/types.js'
export type { WalletEntry } from '../wallets/types.js'
