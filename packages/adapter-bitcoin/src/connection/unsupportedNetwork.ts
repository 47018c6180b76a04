import { ChainNotSupportedError, LatchError } from '@latch/core'

/**
 * The error of a network switch the adapter cannot make: 'Chain is not supported' for
 * `caipNetworkId`, with `reason` as its cause.
 */
export function unsupportedNetwork(caipNetworkId: string, reason: string): ChainNotSupportedError {
  return new ChainNotSupportedError({ caipNetworkId, cause: new LatchError(reason) })
}
