// @latch/core/internal: what Latch's own packages (@latch/react, @latch/html, adapters, siwx)
// share beyond the public API. Not public: anything here may change in any release.

// Client
export { asInternalClient } from '../client/asInternalClient.js'
export { getClientContext } from '../client/clientContext.js'
export type { LatchContext } from '../client/context.js'
export type { FeatureRegistry } from '../client/createFeatureRegistry.js'
export { createLatchClient } from '../client/createLatchClient.js'
export type { FeatureApi, FeatureDefinition } from '../client/defineFeature.js'
export type { LatchClientInternal } from '../client/types.js'
// Wallet images: spec §9 preload timeout; registry images held as blob URLs (spec §7)
export { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants.js'
// Failures as catalogue keys (spec §8)
export { toErrorMessage } from '../errors/toErrorMessage.js'
export type { OnrampController, OnrampState } from '../flows/onramp/index.js'
export type { SendController, SendReview, SendState } from '../flows/send/index.js'
export type { SwapController, SwapState } from '../flows/swap/index.js'
export type { TransactionPreview } from '../flows/transactions/previewTransactions.js'
export type {
  WalletFeatureController,
  WalletFeatureControllers,
} from '../flows/walletFeatures/types.js'
export { formatCurrencyAmount } from '../format/formatCurrencyAmount.js'
// Formatting and checks the views use
export { isSafeImageUrl } from '../format/isSafeImageUrl.js'
export { localizeNumber } from '../format/localizeNumber.js'
export { stripInvisible } from '../format/stripInvisible.js'
export { toTransactionExplorerUrl } from '../format/toExplorerUrl.js'
export { truncateAddress } from '../format/truncateAddress.js'
export type { WalletImageHandle } from '../features/walletImages/createWalletImageCache.js'
// Locales (issue 16)
export { type Catalogue, formatMessage } from '../locale/formatMessage.js'
export { resolveLocale } from '../locale/resolveLocale.js'
// Logger and storage
export { createLogger } from '../logger/createLogger.js'
// Connect view layout (spec §3 options, §9 features)
export { type ConnectLayout, getConnectLayout } from '../rules/getConnectLayout.js'
export { getLegalGate, type LegalGate } from '../rules/getLegalGate.js'
export type { SendToken } from '../send/sendRules.js'
// Sign-in helpers shared with @latch/siwx
export { getPageSite } from '../features/siwx/getPageSite.js'
export { isSameAccount } from '../features/siwx/isSameAccount.js'
export { emptyAccountData, emptyTransactions, type LatchStores } from '../state/createStores.js'
export type {
  AccountDataStoreState,
  AccountTab,
  AlertStoreState,
  LoadStatus,
  LocaleStoreState,
  ModalStoreState,
  PendingTransaction,
  PendingTransactionsStoreState,
  RouterStoreState,
  ToastLink,
  ToastStoreState,
  TransactionsByMonth,
  TransactionsStoreState,
} from '../state/types.js'
export { createSafeStorage, type SafeStorage } from '../storage/createSafeStorage.js'
// WalletConnect (spec §4)
export { toWalletConnectDeepLink } from '../walletconnect/toWalletConnectDeepLink.js'
// Connect list (spec §3, §5, §9)
export {
  buildConnectList,
  type ConnectListItem,
  isConnectorShown,
} from '../wallets/buildConnectList.js'
export { isMobile } from '../wallets/isMobile.js'
export { matchesWalletId } from '../wallets/matchesWalletId.js'
export { orderConnectMethods } from '../wallets/orderConnectMethods.js'
export { walletCatalogue } from '../wallets/walletCatalogue.js'
