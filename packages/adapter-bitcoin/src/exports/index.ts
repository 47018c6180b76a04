// @latch/adapter-bitcoin: the public API.

// Addresses
export {
  type BitcoinAddressType,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from '../address/parseBitcoinAddress.js'
// Adapter
export {
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from '../createBitcoinAdapter.js'
// Errors
export {
  AccountNotConnectedError,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  UserRejectedRequestError,
  WalletRequestError,
} from '../errors.js'
// Networks
export { type BitcoinNetworkName, bitcoinNetworks, toBitcoinNetworkName } from '../networks.js'
export type { BitcoinAddressPurpose } from '../wallet/readAccounts.js'
