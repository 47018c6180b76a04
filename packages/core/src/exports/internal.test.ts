import { expect, test } from 'vitest'
import * as exports from './internal.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "afterModalOpening",
      "watchModalAnimations",
      "asInternalClient",
      "getClientContext",
      "createLatchClient",
      "IMAGE_PRELOAD_TIMEOUT_MS",
      "unknownErrorMessage",
      "toErrorMessage",
      "buyFeature",
      "sendFeature",
      "getPageSite",
      "isSameAccount",
      "lazySIWXConfig",
      "swapFeature",
      "toWalletConnectDeepLink",
      "acceptLegal",
      "chooseWallet",
      "dismissAlert",
      "formatCurrencyAmount",
      "formatDecimalAmount",
      "isSafeImageUrl",
      "localizeNumber",
      "stripInvisible",
      "toTransactionExplorerUrl",
      "truncateAddress",
      "formatMessage",
      "resolveLocale",
      "createLogger",
      "getConnectLayout",
      "getLegalGate",
      "emptyAccountData",
      "emptyTransactions",
      "createSafeStorage",
      "buildAllWalletsList",
      "buildConnectList",
      "isMobile",
      "orderConnectMethods",
      "selectCatalogue",
      "walletCatalogue",
    ]
  `)
})
