import type {
  RelaySocketConstructor,
  Session,
  SignClient,
  SignClientAuthenticateParameters,
  SignClientStorage,
} from '@latch/walletconnect'
import type { WalletConnectNamespaceProvider } from '../adapter/types.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { isChainNamespace } from '../caip/types.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages } from '../errors/messages.js'
import { createLogger, type Logger } from '../logger/createLogger.js'
import type { Metadata } from '../options/types.js'
import { PAIRING_EXPIRY_MS, WALLETCONNECT_STORAGE_PREFIX } from './constants.js'
import { createEmitter } from './createEmitter.js'
import { createNamespaceProviders } from './createNamespaceProvider.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import type {
  Eip1193Provider,
  WalletConnectNamespaces,
  WalletConnectSession,
  WalletConnectSessionEventMap,
} from './types.js'

/** WalletConnect's hosted relay, used when only a `projectId` is given. */
export const HOSTED_RELAY_URL = 'wss://relay.walletconnect.org'

/** Parameters of {@link createWalletConnectSession}. */
export type CreateWalletConnectSessionParameters = {
  /** WalletConnect project id: authenticates to the hosted relay; optional with `relayUrl`. */
  projectId?: string | undefined
  /** The relay's WebSocket URL, e.g. `'ws://127.0.0.1:8787'`. Defaults to the hosted relay. */
  relayUrl?: string | undefined
  /** The dapp as wallets show it. Defaults to the page's title and origin. */
  metadata?: Metadata | undefined
  /** Where pairings and sessions persist (Latch's safe storage). Defaults to memory. */
  storage?: SignClientStorage | undefined
  /** Storage key prefix. Defaults to `'latch'`. */
  storagePrefix?: string | undefined
  /** The HTTP JSON-RPC URL of a network, for read methods of the EIP-1193 view. */
  getRpcUrl?: ((caipNetworkId: CaipNetworkId) => string | undefined) | undefined
  /** The WebSocket constructor (Node tests pass `ws`). Defaults to `globalThis.WebSocket`. */
  WebSocket?: RelaySocketConstructor | undefined
  /** Where Latch logs. */
  logger?: Logger | undefined
  /** Loads the client. Defaults to `import('@latch/walletconnect')`, on first use. */
  loadClient?: () => Promise<Pick<typeof import('@latch/walletconnect'), 'createSignClient'>>
}

/** Parameters of `connect`. */
export type WalletConnectConnectParameters = {
  /** What to ask the wallet for, per namespace (sent as CAIP-25 optional namespaces). */
  namespaces: WalletConnectNamespaces
  /** Called with the `wc:` URI (EIP-1328) to show, and when it counts as expired (ms, spec §4). */
  onUri?: ((uri: string, expiry: number) => void) | undefined
}

/** Parameters of `authenticate`. */
export type WalletConnectAuthenticateParameters = {
  /** What to ask the wallet for; one namespace, eip155 (spec §4: only that is handled). */
  namespaces: WalletConnectNamespaces
  /**
   * The sign-in request (CAIP-122 fields; timestamps RFC 3339), as the WalletConnect client takes
   * it, with CAIP-2 typed chains and the ReCap methods optional.
   */
  request: Omit<SignClientAuthenticateParameters, 'chains' | 'methods' | 'optionalNamespaces'> & {
    chains: readonly CaipNetworkId[]
    /** Methods the session may use afterwards (added to the message as a ReCap). */
    methods?: readonly string[] | undefined
  }

  onUri?: ((uri: string, expiry: number) => void) | undefined
}

/** What `authenticate` resolves with. */
export type WalletConnectAuthenticateReturnType = {
  session: WalletConnectSession
  /** One per signed chain: the CACAO, the text that was signed and its signature. */
  auths: readonly {
    cacao: unknown
    message: string
    signature: string
    chainId: CaipNetworkId
    address: string
  }[]
}

/** Parameters of `request`. */
export type WalletConnectRequestParameters = {
  method: string
  params?: readonly unknown[] | object | undefined
  /** The CAIP-2 network the request is for, e.g. `'eip155:1'`. */
  chainId: CaipNetworkId
}

/** The WalletConnect session owner {@link createWalletConnectSession} returns. */
export type CreateWalletConnectSessionReturnType = {
  /** The current session, `undefined` when none or before `restore`. */
  getSession(): WalletConnectSession | undefined
  /**
   * Proposes a session and resolves once the wallet approves. An existing session is ended first:
   * there is one session for all namespaces.
   * @throws {RelayUnreachableError} 'Could not reach the WalletConnect relay'.
   * @throws {WalletRpcError} The wallet's error: 5000 'User rejected.' when the wallet declines.
   * @throws {WalletConnectExpiredError} 'Proposal expired' after 5 minutes.
   */
  connect(parameters: WalletConnectConnectParameters): Promise<WalletConnectSession>
  /**
   * One-click auth (spec §4; WalletConnect `wc_sessionAuthenticate`, CAIP-122 with ReCaps):
   * proposes a session and a sign-in together; the wallet answers with one signed CACAO per
   * chain. On failure the session is ended (spec §4) and the error thrown.
   * @returns The session, and each CACAO with the exact message the wallet signed.
   */
  authenticate(
    parameters: WalletConnectAuthenticateParameters,
  ): Promise<WalletConnectAuthenticateReturnType>
  /** Loads the client and returns the session an earlier page kept, if any. */
  restore(): Promise<WalletConnectSession | undefined>
  /**
   * Ends the session with the wallet, or the session with `topic` (one approved for an attempt the
   * user walked away from). Nothing happens when there is none.
   */
  disconnect(topic?: string): Promise<void>
  /**
   * Sends a JSON-RPC request through the session.
   * @throws {WalletConnectConnectorNotFoundError} 'WalletConnectConnector not found' without one.
   * @throws {WalletRpcError} The wallet's error, e.g. `{ code: 4001 }` when the user declines.
   */
  request<result = unknown>(parameters: WalletConnectRequestParameters): Promise<result>
  /** Subscribes to wallet-side changes; returns the unsubscribe function. */
  on: ReturnType<typeof createEmitter<WalletConnectSessionEventMap>>['on']
  /**
   * The session's part in one namespace, for that namespace's adapter (one object per namespace).
   * For eip155 it is also an EIP-1193 provider on the session's active eip155 chain (its `request`
   * ignores `chainId`); for the others, requests go to the network they name.
   */
  getProvider(namespace: ChainNamespace): WalletConnectNamespaceProvider
  /** `getProvider('eip155')`, typed as the EIP-1193 provider it also is. */
  getEip155Provider(): Eip1193Provider & WalletConnectNamespaceProvider
  /** Closes the relay connection and the client's timers; the session stays stored. */
  close(): Promise<void>
}

/**
 * Creates Latch's single WalletConnect session owner (DESIGN.md §1) on `@latch/walletconnect`:
 * one session shared by every namespace. The client is imported only when first needed; it
 * contacts only the relay (`relayUrl`, or WalletConnect's hosted relay with a `projectId`).
 *
 * @param parameters - {@link CreateWalletConnectSessionParameters}
 * @returns The session owner ({@link CreateWalletConnectSessionReturnType}).
 * @throws {LatchError} 'project id not configured' (spec §5) without `projectId` nor `relayUrl`.
 *
 * @example
 * const walletConnect = createWalletConnectSession({ relayUrl: 'ws://127.0.0.1:8787' })
 * const session = await walletConnect.connect({
 *   namespaces: {
 *     eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
 *   },
 *   onUri: (uri, expiry) => stores.connection.setState({ wcUri: uri, wcPairingExpiry: expiry }),
 * })
 * session.accounts.eip155 // ['eip155:31337:0xf39F…2266']
 */
export function createWalletConnectSession(
  parameters: CreateWalletConnectSessionParameters = {},
): CreateWalletConnectSessionReturnType {
  const { projectId, storage, getRpcUrl, logger = createLogger() } = parameters
  if (!projectId && !parameters.relayUrl) {
    throw new LatchError(ErrorMessages.projectIdNotConfigured, {
      details: 'WalletConnect needs a projectId unless relayUrl points at a self-hosted relay.',
    })
  }
  const relayUrl = parameters.relayUrl ?? HOSTED_RELAY_URL
  const loadClient = parameters.loadClient ?? (() => import('@latch/walletconnect'))
  const emitter = createEmitter<WalletConnectSessionEventMap>((error) =>
    logger.error('A WalletConnect listener failed', error),
  )
  let clientPromise: Promise<SignClient> | undefined
  let restored: Promise<void> | undefined
  let current: Session | undefined
  let providers: ReturnType<typeof createNamespaceProviders> | undefined
  const namespaceProviders = () =>
    (providers ??= createNamespaceProviders({
      session: owner,
      getRpcUrl,
      storage,
      onListenerError: (error) => logger.error('An EIP-1193 listener failed', error),
    }))
  /** Counts connect/authenticate calls: only the latest one's session becomes the session. */
  let attempts = 0

  /** Makes `session` the session, unless a newer call started meanwhile: then it is ended. */
  async function adopt(client: SignClient, session: Session, mine: number) {
    if (mine === attempts) {
      current = session
      return
    }
    await client.disconnect({ topic: session.topic }).catch(() => undefined)
    throw new WalletConnectConnectorNotFoundError(
      'A newer WalletConnect attempt replaced this one.',
    )
  }

  async function initClient(): Promise<SignClient> {
    const { createSignClient } = await loadClient()
    const client = createSignClient({
      relayUrl,
      projectId,
      metadata: toClientMetadata(parameters.metadata ?? pageMetadata()),
      storage,
      storagePrefix: `${parameters.storagePrefix ?? WALLETCONNECT_STORAGE_PREFIX}:wc`,
      WebSocket: parameters.WebSocket,
      logger: { debug: logger.debug, warn: logger.warn },
    })
    client.on('session_event', ({ topic, chainId, event }) => {
      const [namespace = ''] = chainId.split(':')
      if (topic !== current?.topic || !isChainNamespace(namespace)) return
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
      if (session.topic !== current?.topic) return
      current = session
      emitter.emit('sessionUpdated', { session: toWalletConnectSession(session) })
    })
    client.on('session_extend', ({ session }) => {
      if (session.topic === current?.topic) current = session
    })
    client.on('session_delete', ({ topic, reason }) => {
      if (topic !== current?.topic) return
      current = undefined
      emitter.emit('sessionDeleted', { topic, reason })
    })
    return client
  }

  function getClient(): Promise<SignClient> {
    clientPromise ??= initClient().catch((error: unknown) => {
      clientPromise = undefined
      throw error
    })
    return clientPromise
  }

  function toProposal(namespaces: WalletConnectNamespaces) {
    return Object.fromEntries(
      Object.entries(namespaces).map(([namespace, request]) => [
        namespace,
        { chains: request.chains, methods: request.methods, events: request.events },
      ]),
    )
  }

  const owner: CreateWalletConnectSessionReturnType = {
    getSession() {
      return current && toWalletConnectSession(current)
    },

    async connect({ namespaces, onUri }) {
      const mine = ++attempts
      const client = await getClient()
      current = undefined
      const { uri, approval } = await client.connect({ optionalNamespaces: toProposal(namespaces) })
      notifyUri(onUri, uri)
      const session = await approval
      await adopt(client, session, mine)
      return toWalletConnectSession(session)
    },

    async authenticate({ namespaces, request, onUri }) {
      const mine = ++attempts
      const client = await getClient()
      current = undefined
      const pairing = await client.authenticate({
        ...request,
        methods: request.methods ?? [],
        optionalNamespaces: toProposal(namespaces),
      })
      notifyUri(onUri, pairing.uri)
      const { session, auths } = await pairing.approval
      await adopt(client, session, mine)
      return {
        session: toWalletConnectSession(session),
        auths: auths.map(({ cacao, message }) => {
          // iss is a did:pkh: `did:pkh:eip155:31337:0xf39F…`.
          const [, , namespace, reference, address = ''] = cacao.p.iss.split(':')
          const chainId = `${namespace}:${reference}` as CaipNetworkId
          return { cacao, message, signature: cacao.s.s, chainId, address }
        }),
      }
    },

    async restore() {
      restored ??= (async () => {
        const client = await getClient()
        const sessions = await client.restore()
        current ??= sessions.at(-1)
      })().catch((error: unknown) => {
        restored = undefined
        throw error
      })
      await restored
      return current && toWalletConnectSession(current)
    },

    async disconnect(topic) {
      const session = topic === undefined || topic === current?.topic ? current : undefined
      if (!clientPromise || (!session && topic === undefined)) return
      if (session) current = undefined
      const client = await clientPromise
      await client.disconnect({ topic: session?.topic ?? topic ?? '' }).catch((error: unknown) => {
        logger.warn('Ending the WalletConnect session failed', error)
      })
    },

    async request<result>({ method, params, chainId }: WalletConnectRequestParameters) {
      const client = clientPromise && (await clientPromise)
      if (!client || !current) throw new WalletConnectConnectorNotFoundError()
      return client.request<result>({
        topic: current.topic,
        chainId,
        request: { method, params },
      })
    },

    on: emitter.on,

    getProvider: (namespace) => namespaceProviders().getProvider(namespace),
    getEip155Provider: () => namespaceProviders().getEip155Provider(),

    async close() {
      const client = clientPromise && (await clientPromise.catch(() => undefined))
      clientPromise = undefined
      restored = undefined
      current = undefined
      client?.close()
    },
  }
  return owner

  function notifyUri(onUri: WalletConnectConnectParameters['onUri'], uri: string) {
    try {
      onUri?.(uri, Date.now() + PAIRING_EXPIRY_MS)
    } catch (error) {
      logger.error('onUri failed', error)
    }
  }
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
