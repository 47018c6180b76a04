import { expect, test } from 'vitest'
import * as exports from './internal.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "asInternalClient",
      "getClientContext",
      "createLatchClient",
      "IMAGE_PRELOAD_TIMEOUT_MS",
      "toErrorMessage",
      "buyFeature",
      "sendFeature",
      "swapFeature",
      "toWalletConnectDeepLink",
      "acceptLegal",
      "chooseWallet",
      "dismissAlert",
      "formatCurrencyAmount",
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
      "getPageSite",
      "isSameAccount",
      "emptyAccountData",
      "emptyTransactions",
      "createSafeStorage",
      "buildAllWalletsList",
      "buildConnectList",
      "isMobile",
      "orderConnectMethods",
      "walletCatalogue",
    ]
  `)
})
