import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../../caip/types.js'
import { InvalidOptionError } from '../../errors/options.js'
import { InvalidSIWXSessionError, UnsupportedSIWXNamespaceError } from '../../errors/siwx.js'
import { getPageSite } from './getPageSite.js'
import { isSameAccount } from './isSameAccount.js'
import type { SIWEConfig, SIWEMessageArgs } from './siweTypes.js'
import type { SIWXConfig, SIWXSession } from './types.js'

/**
 * Adapts a legacy AppKit `siweConfig` (EIP-4361 sign-in kept by the app's server) to the `siwx`
 * option, as AppKit's own `mapToSIWX` does, so an app can move to Latch unchanged.
 *
 * - `createMessage` takes the nonce from `getNonce(address)` and the text from `createMessage`
 *   (given the bare address and the numeric chain id), with `getMessageParams` (default: the
 *   page's host and origin) for domain, URI, statement and timestamps (`iat` default: now).
 * - `addSession` asks `verifyMessage`, then calls `onSignIn`.
 * - `getSessions` returns one session when `getSession` names the same account (address case
 *   ignored); a legacy session knows only its address and chain id, so the other fields, the
 *   message and the signature are empty strings.
 * - `revokeSession` calls `signOut` then `onSignOut`; `setSessions([])` does the same, and a
 *   non-empty list adds its first `eip155` session (the legacy server keeps one).
 * - Legacy SIWE signs in `eip155` accounts only: other namespaces always have a session and
 *   `addSession` ignores them.
 * - `getRequired` is `required`, default `true`.
 *
 * @param siweConfig - The legacy {@link SIWEConfig}.
 * @returns A {@link SIWXConfig} for Latch's `siwx` option.
 * @throws (from `createMessage`) {InvalidOptionError} 'Invalid option `getMessageParams`: is
 * required where there is no window.location'; {UnsupportedSIWXNamespaceError} 'No SIWX verifier
 * for namespace "{namespace}"' for an account outside `eip155`.
 * @throws (from `addSession`) {InvalidSIWXSessionError} 'Invalid SIWX session: the signature is
 * invalid' when `verifyMessage` resolves `false`.
 *
 * @example
 * import { fromSiweConfig } from '@latch/core'
 *
 * const latch = createLatch({ networks: [mainnet], siwx: fromSiweConfig(siweConfig) })
 */
export function fromSiweConfig(siweConfig: SIWEConfig): SIWXConfig {
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

  const config: SIWXConfig = {
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
    getRequired: () => siweConfig.required ?? true,
  }
  return config
}
