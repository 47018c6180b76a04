// Failures of switching networks: flows and adapters that load after startup throw these.
import { LatchError } from './base.js'

/** 'Chain is not supported' */
export const chainNotSupportedMessage = 'Chain is not supported'
/** 'Unsupported chain' */
export const unsupportedChainMessage = 'Unsupported chain'
/** 'Network switching is disabled' */
export const networkSwitchDisabledMessage = 'Network switching is disabled'

/** Thrown when a wallet cannot switch to, nor add, a network: 'Chain is not supported'. */
export class ChainNotSupportedError extends LatchError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: { caipNetworkId: string; cause?: unknown }) {
    super(chainNotSupportedMessage, {
      details: `The wallet could not switch to or add ${parameters.caipNetworkId}.`,
      cause: parameters.cause,
    })
  }
}

/** Thrown when a namespace cannot do what was asked, e.g. sending on bip122: 'Unsupported chain'. */
export class UnsupportedChainError extends LatchError {
  override name = 'UnsupportedChainError'
  constructor(parameters: { namespace: string; action: string }) {
    super(unsupportedChainMessage, {
      details: `${parameters.action} is not supported in namespace "${parameters.namespace}".`,
    })
  }
}

/**
 * Thrown by `switchNetwork` and `selectNetwork` when the integrator turned network switching off
 * (`enableNetworkSwitch: false`): 'Network switching is disabled'. Nothing was asked of
 * the wallet and the active network is unchanged.
 */
export class NetworkSwitchDisabledError extends LatchError {
  override name = 'NetworkSwitchDisabledError'
  constructor(parameters: { caipNetworkId: string }) {
    super(networkSwitchDisabledMessage, {
      details: `Not switching to ${parameters.caipNetworkId}: \`enableNetworkSwitch\` is false.`,
    })
  }
}
