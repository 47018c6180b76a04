import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../../caip/types.js'
import { InvalidOptionError } from '../../errors/options.js'
import { InvalidSIWXSessionError, UnsupportedSIWXNamespaceError } from '../../errors/siwx.js'
import { getPageSite } from './getPageSite.js'
import { isSameAccount } from './isSameAccount.js'
import type { SIWXSessionsApi } from './lazySIWXConfig.js'
import type { SIWEConfig, SIWEMessageArgs } from './siweTypes.js'
import type { SIWXSession } from './types.js'

/**
 * The asynchronous methods of `fromSiweConfig`'s `siwx` option (loaded by the first of
 * them): messages, sessions and sign-out through the legacy `siweConfig`, as documented there.
 *
 * @param siweConfig - The legacy {@link SIWEConfig}.
 * @returns Every method of a `SIWXConfig` but `getRequired`.
 */
export function createSiweConfigSessions(siweConfig: SIWEConfig): SIWXSessionsApi {
  async function messageParams(): Promise<SIWEMessageArgs> {
    const params = (await siweConfig.getMessageParams?.()) ?? getPageSite()
    if (!params) {
      throw new InvalidOptionError(
        'getMessageParams',
        'is required where there is no window.location',
      )
    }
    return params
  }

  async function signOut(): Promise<void> {
    await siweConfig.signOut()
    siweConfig.onSignOut?.()
  }

  /** A session as legacy SIWE knows it: an account and nothing else. */
  const legacySession = (chainId: CaipNetworkId, accountAddress: string): SIWXSession => ({
    data: { accountAddress, chainId, domain: '', uri: '', version: '1', nonce: '', issuedAt: '' },
    message: '',
    signature: '',
  })

  const config: SIWXSessionsApi = {
    async createMessage({ accountAddress, chainId }) {
      const { namespace, chainId: reference } = parseCaipNetworkId(chainId)
      if (namespace !== 'eip155') throw new UnsupportedSIWXNamespaceError(namespace, ['eip155'])
      const params = await messageParams()
      const nonce = await siweConfig.getNonce(accountAddress)
      const issuedAt = params.iat ?? new Date().toISOString()
      const message = siweConfig.createMessage({
        ...params,
        address: accountAddress,
        chainId: Number(reference),
        nonce,
        version: '1',
        iat: issuedAt,
      })
      return {
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce,
        issuedAt,
        expirationTime: params.exp,
        notBefore: params.nbf,
        statement: params.statement,
        requestId: params.requestId,
        resources: params.resources,
        toString: () => message,
      }
    },
    async addSession({ data, message, signature, cacao }) {
      const { namespace, chainId } = parseCaipNetworkId(data.chainId)
      if (namespace !== 'eip155') return
      if (!(await siweConfig.verifyMessage({ message, signature, cacao }))) {
        const details = 'siweConfig.verifyMessage resolved false.'
        throw new InvalidSIWXSessionError('signature', { details })
      }
      siweConfig.onSignIn?.({ address: data.accountAddress, chainId: Number(chainId) })
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      const session = sessions.find(({ data }) => data.chainId.startsWith('eip155:'))
      await (session ? config.addSession(session) : signOut())
    },
    async getSessions(chainId, accountAddress) {
      if (parseCaipNetworkId(chainId).namespace !== 'eip155') {
        return [legacySession(chainId, accountAddress)]
      }
      const session = await siweConfig.getSession()
      const signedIn =
        session &&
        isSameAccount(
          { chainId: `eip155:${session.chainId}`, accountAddress: session.address },
          { chainId, accountAddress },
        )
      return signedIn ? [legacySession(chainId, accountAddress)] : []
    },
  }
  return config
}
