/**
 * The spec §8 catalogue: every toast, error and alert text Latch shows, quoted exactly.
 * Views and flows take their strings from here so the spec's wording lives in one place.
 */
export const ErrorMessages = {
  signatureDeclined: 'Signature declined',
  unknownError: 'Unknown error',
  unknownNetwork: 'Unknown Network',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  chainAdapterNotFound: 'Chain adapter not found',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetwork: 'No ActiveCaipNetwork or client found',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChains: 'Failed to disconnect chains',
  invalidCaipAddress: 'Invalid CAIP Address',
  unsupportedChain: 'Unsupported chain',
  projectIdNotConfigured: 'project id not configured',
  siwxBothSet: 'Cannot set both `siweConfig` and `siwx` options',
} as const

/** `Failed to disconnect chain {x}` (spec §8). */
export function failedToDisconnectChainMessage(namespace: string): string {
  return `Failed to disconnect chain ${namespace}`
}
