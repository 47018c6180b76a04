import type { Session, SignClient } from '@latch/walletconnect'
import type { CaipAddress, CaipNetworkId } from '../../caip/types.js'
import { isChainNamespace } from '../../caip/types.js'
import type { createEmitter } from '../../events/createEmitter.js'
import type { Logger } from '../../logger/createLogger.js'
import type { Metadata } from '../../options/types.js'
import type { CreateWalletConnectSessionParameters } from './sessionTypes.js'
import { WALLETCONNECT_STORAGE_PREFIX } from './storagePrefix.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import type { WalletConnectSessionEventMap } from './types.js'

/** The session owner's side of the sign client's events: its session, and where to tell changes. */
export type SignClientHooks = {
  /** The session the owner holds; events about another topic are ignored. */
  getCurrent(): Session | undefined
  /** Replaces the owner's session (`undefined` once the wallet ended it). */
  setCurrent(session: Session | undefined): void
  /** The owner's emitter: 'chainChanged', 'accountsChanged', 'sessionUpdated', 'sessionDeleted'. */
  emitter: ReturnType<typeof createEmitter<WalletConnectSessionEventMap>>
}

/** The one sign client of a session owner, made on first use: {@link createSignClientLoader}. */
export type SignClientLoader = {
  /** The client, imported and made on the first call; a failed start is tried again next call. */
  get(): Promise<SignClient>
  /** The client if one was started, without starting one. */
  started(): Promise<SignClient> | undefined
  /** Closes the client's relay connection and timers, if one was started; the next `get` makes a new one. */
  close(): Promise<void>
}

/**
 * Makes the loader of a session owner's sign client: `get()` imports `@latch/walletconnect` (or
 * `parameters.loadClient`), creates the client on `relayUrl` and forwards its session events for
 * the owner's session to `hooks.emitter` (a chain id as CAIP-2, accounts as CAIP-10).
 */
export function createSignClientLoader(
  parameters: CreateWalletConnectSessionParameters & { relayUrl: string; logger: Logger },
  hooks: SignClientHooks,
): SignClientLoader {
  const { logger, relayUrl } = parameters
  const loadClient = parameters.loadClient ?? (() => import('@latch/walletconnect'))
  let clientPromise: Promise<SignClient> | undefined

  async function initClient(): Promise<SignClient> {
    const { createSignClient } = await loadClient()
    const client = createSignClient({
      relayUrl,
      projectId: parameters.projectId,
      metadata: toClientMetadata(parameters.metadata ?? pageMetadata()),
      storage: parameters.storage,
      storagePrefix: `${parameters.storagePrefix ?? WALLETCONNECT_STORAGE_PREFIX}:wc`,
      WebSocket: parameters.WebSocket,
      logger: { debug: logger.debug, warn: logger.warn },
    })
    forwardSessionEvents(client, hooks)
    return client
  }

  return {
    get() {
      clientPromise ??= initClient().catch((error: unknown) => {
        clientPromise = undefined
        throw error
      })
      return clientPromise
    },
    started: () => clientPromise,
    async close() {
      const client = clientPromise && (await clientPromise.catch(() => undefined))
      clientPromise = undefined
      client?.close()
    },
  }
}

/** Tells the owner's listeners what the wallet changed in the owner's session. */
function forwardSessionEvents(client: SignClient, hooks: SignClientHooks): void {
  const { emitter, getCurrent, setCurrent } = hooks
  client.on('session_event', ({ topic, chainId, event }) => {
    const [namespace = ''] = chainId.split(':')
    if (topic !== getCurrent()?.topic || !isChainNamespace(namespace)) return
    if (event.name === 'chainChanged') {
      const reference = Number(event.data)
      const caipNetworkId =
        namespace === 'eip155' && Number.isSafeInteger(reference) && reference > 0
          ? (`eip155:${reference}` as CaipNetworkId)
          : (chainId as CaipNetworkId)
      emitter.emit('chainChanged', { caipNetworkId })
    } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      const accounts = event.data
        .filter((account): account is string => typeof account === 'string')
        .map((account) => (account.split(':').length === 3 ? account : `${chainId}:${account}`))
      emitter.emit('accountsChanged', { namespace, accounts: accounts as CaipAddress[] })
    }
  })
  client.on('session_update', ({ session }) => {
    if (session.topic !== getCurrent()?.topic) return
    setCurrent(session)
    emitter.emit('sessionUpdated', { session: toWalletConnectSession(session) })
  })
  client.on('session_extend', ({ session }) => {
    if (session.topic === getCurrent()?.topic) setCurrent(session)
  })
  client.on('session_delete', ({ topic, reason }) => {
    if (topic !== getCurrent()?.topic) return
    setCurrent(undefined)
    emitter.emit('sessionDeleted', { topic, reason })
  })
}

function toClientMetadata(metadata: Metadata) {
  return { ...metadata, icons: [...metadata.icons] }
}

/** The page as wallets show it when the integrator gave no metadata. */
function pageMetadata(): Metadata {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  const name = typeof document === 'undefined' ? '' : document.title
  return { name: name || origin, description: '', url: origin, icons: [] }
}
