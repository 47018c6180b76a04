import { LatchError } from './base.js'
import { ErrorMessages } from './messages.js'

/**
 * What every swap source says when no pool or route prices a swap (Latch's own text; the spec names
 * none). The EVM adapter's Uniswap V3 source throws a `LatchError` with the same short message.
 */
export const NO_SWAP_ROUTE_MESSAGE = 'No route for this swap'

/**
 * Thrown by the Blockchain API swap source for a network outside the swap networks:
 * 'Network not supported for Swaps'.
 */
export class SwapsNetworkUnsupportedError extends LatchError {
  override name = 'SwapsNetworkUnsupportedError'
  constructor(caipNetworkId: string) {
    super(ErrorMessages.swapsNetworkUnsupported, {
      details: `${caipNetworkId} is not a swap network of the Blockchain API.`,
    })
  }
}

/**
 * Thrown when a gas price is asked for a network outside the swap networks:
 * 'Network not supported for Gas Price'.
 */
export class GasPriceNetworkUnsupportedError extends LatchError {
  override name = 'GasPriceNetworkUnsupportedError'
  constructor(caipNetworkId: string) {
    super(ErrorMessages.gasPriceNetworkUnsupported, {
      details: `${caipNetworkId} is not a swap network of the Blockchain API.`,
    })
  }
}

/** Thrown by a swap source when nothing prices the swap: 'No route for this swap'. */
export class NoSwapRouteError extends LatchError {
  override name = 'NoSwapRouteError'
  constructor(parameters: { details?: string; cause?: unknown } = {}) {
    super(NO_SWAP_ROUTE_MESSAGE, parameters)
  }
}
