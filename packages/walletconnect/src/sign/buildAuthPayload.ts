import { createRecap } from './recap.js'
import type { SignClientAuthenticateParameters } from './types.js'

/**
 * The CAIP-122 request of a `wc_sessionAuthenticate` (`authPayload`): type `caip122`, version 1,
 * `aud` the dapp's URI, `iat` now unless given, and a ReCap (ERC-5573) granting `methods` on the
 * first chain's namespace appended last to the resources.
 */
export function buildAuthPayload(parameters: SignClientAuthenticateParameters) {
  const [firstChain = 'eip155'] = parameters.chains
  const recap = createRecap(firstChain.split(':')[0] ?? 'eip155', 'request', parameters.methods)
  return {
    type: 'caip122',
    chains: [...parameters.chains],
    statement: parameters.statement ?? '',
    aud: parameters.uri,
    domain: parameters.domain,
    version: '1',
    nonce: parameters.nonce,
    iat: parameters.iat ?? new Date().toISOString(),
    ...(parameters.exp ? { exp: parameters.exp } : {}),
    ...(parameters.nbf ? { nbf: parameters.nbf } : {}),
    ...(parameters.requestId ? { requestId: parameters.requestId } : {}),
    resources: [...(parameters.resources ?? []), recap],
  }
}
