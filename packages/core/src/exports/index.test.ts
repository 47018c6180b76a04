import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "isValidAddress",
      "formatCaipAddress",
      "parseCaipAddress",
      "formatCaipNetworkId",
      "parseCaipNetworkId",
      "chainNamespaces",
      "isChainNamespace",
      "LatchError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "AdapterNotFoundError",
      "ChainNotSupportedError",
      "NoActiveCaipAddressError",
      "UnsupportedChainError",
      "ConnectorNotFoundError",
      "NoAccountError",
      "ErrorMessages",
      "InvalidOptionError",
      "isUserRejectedError",
      "USER_REJECTED_CODE",
      "WALLETCONNECT_USER_REJECTED_CODE",
      "InvalidSIWXSessionError",
      "SIWXNotEnabledError",
      "UnsupportedSIWXNamespaceError",
      "formatBalance",
      "formatMoney",
      "formatDecimalUnits",
      "parseDecimalUnits",
      "bitcoin",
      "bitcoinTestnet",
      "mainnet",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
      "toCaipNetwork",
      "fromSiweConfig",
      "createMemoryStorage",
      "WalletConnectConnectorNotFoundError",
      "WalletConnectRpcUrlMissingError",
    ]
  `)
})
