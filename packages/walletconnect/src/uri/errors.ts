import { WalletConnectError } from '../errors/WalletConnectError.js'

/**
 * Thrown for a string that is not a WalletConnect v2 pairing URI
 * (https://specs.walletconnect.com/2.0/specs/clients/core/pairing/pairing-uri, EIP-1328), or for
 * parameters that would not make one. Message: 'Invalid WalletConnect URI: <what>'.
 *
 * @example
 * parsePairingUri('wc:abc@1?bridge=…') // throws PairingUriError 'Invalid WalletConnect URI: version 1 is not 2'
 */
export class PairingUriError extends WalletConnectError {
  override name = 'PairingUriError'
  constructor(details: string) {
    super(`Invalid WalletConnect URI: ${details}`)
  }
}
