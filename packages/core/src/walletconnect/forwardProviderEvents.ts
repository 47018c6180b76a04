import type { SignClientTypes } from '@walletconnect/types'
import { type CaipAddress, type CaipNetworkId, isChainNamespace } from '../caip/types.js'
import type { Emitter } from './createEmitter.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import type { UniversalProvider, WalletConnectSessionEventMap } from './types.js'

/**
 * Forwards the universal provider's events as the session's (`WalletConnectSessionEventMap`):
 * namespaced, CAIP-formatted, for the current session only, and telling an expiry from a deletion
 * by the wallet.
 *
 * @param provider - The universal provider, right after `init`.
 * @param emitter - Where the session's events go.
 * @returns The function that stops forwarding.
 */
export function forwardProviderEvents(
  provider: UniversalProvider,
  emitter: Emitter<WalletConnectSessionEventMap>,
): () => void {
  // `PROVIDER_EVENTS.DEFAULT_CHAIN_CHANGED`: emitted with CAIP-2 ids after the wallet's
  // `chainChanged` and after a local `wallet_switchEthereumChain`, unlike the SDK's own
  // `chainChanged`, which carries the bare reference of any namespace.
  const onDefaultChainChanged = (change: {
    currentCaipChainId: string
    previousCaipChainId?: string
  }) => {
    const { currentCaipChainId } = change
    const [namespace = ''] = currentCaipChainId.split(':')
    if (currentCaipChainId === change.previousCaipChainId || !isChainNamespace(namespace)) return
    emitter.emit('chainChanged', { caipNetworkId: currentCaipChainId as CaipNetworkId })
  }
  const onSessionEvent = ({ params }: SignClientTypes.EventArguments['session_event']) => {
    const { event, chainId } = params
    const [namespace = ''] = chainId.split(':')
    if (event.name !== 'accountsChanged' || !isChainNamespace(namespace)) return
    if (!Array.isArray(event.data)) return
    const accounts = (event.data as unknown[])
      .filter((account): account is string => typeof account === 'string')
      .map((account) => (account.split(':').length === 3 ? account : `${chainId}:${account}`))
    emitter.emit('accountsChanged', { namespace, accounts: accounts as CaipAddress[] })
  }
  const onSessionUpdate = () => {
    if (provider.session) {
      emitter.emit('sessionUpdated', { session: toWalletConnectSession(provider.session) })
    }
  }
  // On expiry the sign client deletes the session (the provider then emits `session_delete`, after
  // its asynchronous cleanup) and right after emits `session_expire`: remember which topics expired.
  const expiredTopics = new Set<string>()
  const onSessionExpire = ({ topic }: { topic: string }) => expiredTopics.add(topic)
  const onSessionDelete = ({ topic }: { topic: string }) => {
    const reason = expiredTopics.delete(topic) ? 'expired' : 'deleted'
    emitter.emit('sessionDeleted', { topic, reason })
  }

  provider.on('default_chain_changed', onDefaultChainChanged)
  provider.on('session_event', onSessionEvent)
  provider.on('session_update', onSessionUpdate)
  provider.on('session_delete', onSessionDelete)
  provider.client.on('session_expire', onSessionExpire)
  return () => {
    provider.off('default_chain_changed', onDefaultChainChanged)
    provider.off('session_event', onSessionEvent)
    provider.off('session_update', onSessionUpdate)
    provider.off('session_delete', onSessionDelete)
    provider.client.off('session_expire', onSessionExpire)
  }
}
