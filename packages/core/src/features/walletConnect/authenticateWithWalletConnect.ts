import type { LatchContext } from '../../client/context.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type { CreateWalletConnectSessionReturnType } from './sessionTypes.js'
import type { WalletConnectNamespaces, WalletConnectSession } from './types.js'

/** A valid address standing in for the one not known yet when a one-click message is issued. */
const PLACEHOLDER_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * One-click auth: with sign-in on and a single eip155 namespace, proposes the session
 * and the sign-in together; the sign-in session is stored (unless the attempt was abandoned,
 * `isCurrent()` false) before the account is, so no second prompt follows. On a failed store the
 * WalletConnect session is ended and SIWX_AUTH_ERROR emitted.
 *
 * @returns The approved session.
 * @throws {WalletConnectConnectorNotFoundError} Without `siwx` or an active eip155 network.
 */
export async function authenticateWithWalletConnect(
  context: LatchContext,
  walletConnect: CreateWalletConnectSessionReturnType,
  namespaces: WalletConnectNamespaces,
  onUri: (uri: string, expiry: number) => void,
  isCurrent: () => boolean,
): Promise<WalletConnectSession> {
  const { siwx } = context.options
  const active = getChainState(context.stores, 'eip155')?.networkState.caipNetwork
  const chains = namespaces.eip155?.chains ?? []
  if (!siwx || !active) throw new WalletConnectConnectorNotFoundError()
  const { toString: _toString, ...issued } = await siwx.createMessage({
    accountAddress: PLACEHOLDER_ADDRESS,
    chainId: active.caipNetworkId,
  })
  const { session, auths } = await walletConnect.authenticate({
    namespaces,
    request: {
      chains: [active.caipNetworkId, ...chains.filter((id) => id !== active.caipNetworkId)],
      domain: issued.domain,
      uri: issued.uri,
      nonce: issued.nonce,
      statement: issued.statement,
      iat: issued.issuedAt,
      exp: issued.expirationTime,
      nbf: issued.notBefore,
      requestId: issued.requestId,
      resources: issued.resources,
      methods: namespaces.eip155?.methods,
    },
    onUri,
  })
  const auth = auths.find((a) => a.chainId === active.caipNetworkId)
  // An attempt the user walked away from stores no sign-in session.
  if (auth && isCurrent()) {
    try {
      await siwx.addSession({
        data: { ...issued, accountAddress: auth.address, chainId: auth.chainId },
        message: auth.message,
        signature: auth.signature,
        cacao: auth.cacao,
      })
      context.events.emit('SIWX_AUTH_SUCCESS', { network: auth.chainId, method: 'walletconnect' })
    } catch (error) {
      // Spec §4: on failure the provider is disconnected.
      await walletConnect.disconnect().catch(() => undefined)
      context.events.emit('SIWX_AUTH_ERROR', {
        message: error instanceof Error ? error.message : String(error),
      })
      throw error
    }
  }
  return session
}
