// @latch/core/internal: what Latch's own packages (@latch/react, @latch/html, adapters, siwx)
// share beyond the public API. Not public: anything here may change in any release.

// Client
export {
  afterModalAnimations,
  afterModalOpening,
  watchModalAnimations,
} from '../client/afterNextPaint.js'
export { asInternalClient } from '../client/asInternalClient.js'
export { getClientContext } from '../client/clientContext.js'
export type { LatchContext } from '../client/context.js'
export type { FeatureRegistry } from '../client/createFeatureRegistry.js'
export { createLatchClient } from '../client/createLatchClient.js'
export type { FeatureApi, FeatureDefinition } from '../client/defineFeature.js'
export type { LatchClientInternal } from '../client/types.js'
// The text startup code shows for a failure it cannot describe
export { unknownErrorMessage } from '../errors/startupMessages.js'
// Failures as catalogue keys (spec §8)
export { toErrorMessage } from '../errors/toErrorMessage.js'
// Wallet images: spec §9 preload timeout; registry images held as blob URLs (spec §7)
export { IMAGE_PRELOAD_TIMEOUT_MS } from '../featureConstants.js'
// Wallet features (Send, Swap, Buy): their definitions, for `context.features.load`
export type { OnrampController, OnrampState } from '../features/buy/createOnrampController.js'
export { buyFeature } from '../features/buy/index.js'
// The embedded wallet: whether the Connect view offers email or passkey login now, adding a
// passkey; its lazy API (social and passkey logins)
export { canLogInWithEmail } from '../features/embeddedWallet/canLogInWithEmail.js'
export { canLogInWithSocial } from '../features/embeddedWallet/canLogInWithSocial.js'
export type { EmbeddedWalletApi } from '../features/embeddedWallet/createEmbeddedWalletApi.js'
export { embeddedWalletFeature } from '../features/embeddedWallet/index.js'
export { requestEmailCode } from '../features/embeddedWallet/requestEmailCode.js'
export type {
  SendController,
  SendReview,
  SendState,
} from '../features/send/createSendController.js'
export { sendFeature } from '../features/send/index.js'
export type { SendToken } from '../features/send/sendRules.js'
// Sign-in helpers shared with @latch/siwx
export { getPageSite } from '../features/siwx/getPageSite.js'
export { isSameAccount } from '../features/siwx/isSameAccount.js'
export { lazySIWXConfig, type SIWXSessionsApi } from '../features/siwx/lazySIWXConfig.js'
export type { SwapController, SwapState } from '../features/swap/createSwapController.js'
export { swapFeature } from '../features/swap/index.js'
export type { TransactionPreview } from '../features/transactions/previewTransactions.js'
// WalletConnect (spec §4)
export { toWalletConnectDeepLink } from '../features/walletConnect/toWalletConnectDeepLink.js'
export type { WalletFeatureController } from '../features/walletFeatures/controller.js'
export { getActiveWalletFeatures } from '../features/walletFeatures/getActiveWalletFeatures.js'
export type { WalletImageHandle } from '../features/walletImages/createWalletImageCache.js'
// Actions the views call (views never write stores)
export { acceptLegal } from '../flows/acceptLegal.js'
export { type ChooseWalletParameters, chooseWallet } from '../flows/chooseWallet.js'
export { dismissAlert } from '../flows/dismissAlert.js'
export { prefetchOpening } from '../flows/prefetchOpening.js'
export { formatCurrencyAmount } from '../format/formatCurrencyAmount.js'
export { formatDecimalAmount } from '../format/formatDecimalAmount.js'
// Formatting and checks the views use
export { isSafeImageUrl } from '../format/isSafeImageUrl.js'
export { localizeNumber } from '../format/localizeNumber.js'
export { stripInvisible } from '../format/stripInvisible.js'
export { toTransactionExplorerUrl } from '../format/toExplorerUrl.js'
export { truncateAddress } from '../format/truncateAddress.js'
// Locales (issue 16)
export { type Catalogue, formatMessage } from '../locale/formatMessage.js'
export { resolveLocale } from '../locale/resolveLocale.js'
// Logger and storage
export { createLogger } from '../logger/createLogger.js'
// Connect view layout (spec §3 options, §9 features), social logins included
export { type ConnectLayout, getConnectLayout } from '../rules/getConnectLayout.js'
export { getLegalGate, type LegalGate } from '../rules/getLegalGate.js'
export type { PasskeyPlacement } from '../rules/getPasskeyPlacement.js'
export type { SocialOption } from '../rules/getSocialOptions.js'
export { emptyAccountData, emptyTransactions, type LatchStores } from '../state/createStores.js'
export type {
  AccountDataStoreState,
  AccountTab,
  AlertStoreState,
  FarcasterLoginStatus,
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
// Connect list (spec §3, §5, §9)
export { buildAllWalletsList } from '../wallets/buildAllWalletsList.js'
export { buildConnectList, type ConnectListItem } from '../wallets/buildConnectList.js'
export { isMobile } from '../wallets/isMobile.js'
export { orderConnectMethods } from '../wallets/orderConnectMethods.js'
export { selectCatalogue } from '../wallets/selectCatalogue.js'
export { walletCatalogue } from '../wallets/walletCatalogue.js'
