import {
  chainNotSupportedMessage,
  networkSwitchDisabledMessage,
  unsupportedChainMessage,
} from './network.js'
import {
  adapterNotFoundMessage,
  invalidAmountMessage,
  noActiveCaipAddressMessage,
  siwxBothSetMessage,
  unknownErrorMessage,
  walletConnectConnectorNotFoundMessage,
} from './startupMessages.js'

/**
 * The catalogue of every toast, error and alert text Latch shows, word for word. Views and
 * flows take their strings from here, so each wording lives in one place.
 */
export const ErrorMessages = {
  // Toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  authenticating: 'Authenticating...',
  // Errors
  transactionsNeedAccount: "Transactions can't be fetched without an accountAddress",
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChains: 'Failed to disconnect chains',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: noActiveCaipAddressMessage,
  noActiveCaipNetwork: 'No ActiveCaipNetwork or client found',
  noConnectionClient: 'No ConnectionController client found',
  connectionClientNotSet: 'ConnectionController client not set',
  networkClientNotSet: 'NetworkController client not set',
  walletConnectConnectorNotFound: walletConnectConnectorNotFoundMessage,
  invalidCaipAddress: 'Invalid CAIP Address',
  adapterNotFound: adapterNotFoundMessage,
  chainAdapterNotFound: 'Chain adapter not found',
  chainNotSupported: chainNotSupportedMessage,
  gasPriceNetworkUnsupported: 'Network not supported for Gas Price',
  swapsNetworkUnsupported: 'Network not supported for Swaps',
  unsupportedChain: unsupportedChainMessage,
  sendNeedsAmountAndReceiver: 'An amount and receiver address are required',
  sendNeedsToken: 'A token is required',
  invalidAmount: invalidAmountMessage,
  // Unsafe RPC (spec §6, §8)
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  // Fallbacks
  unknownError: unknownErrorMessage,
  unknownNetwork: 'Unknown Network',
  // Alerts (each shown once per type)
  projectIdNotConfigured: 'project id not configured',
  invalidAppConfiguration: 'invalid app configuration',
  iframeLoadFailed: 'iframe load failed',
  iframeRequestTimeout: 'iframe request timeout',
  switchNetworkNotFound: 'switch network not found',
  unverifiedDomain: 'unverified domain',
  // Options
  siwxBothSet: siwxBothSetMessage,
  // Ours: `switchNetwork` with `enableNetworkSwitch: false`
  networkSwitchDisabled: networkSwitchDisabledMessage,
  localConfigurationIgnored: 'Local configuration ignored',
} as const

/** `Failed to disconnect chain {x}`. */
export function failedToDisconnectChainMessage(namespace: string): string {
  return `Failed to disconnect chain ${namespace}`
}

/** `HTTP status code: {status}`. */
export function httpStatusMessage(status: number): string {
  return `HTTP status code: ${status}`
}
