import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import type { CaipNetworkId } from '../caip/types.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages } from '../errors/messages.js'
import { createLogger, type Logger } from '../logger/createLogger.js'
import type { Metadata } from '../options/types.js'
import {
  PAIRING_EXPIRY_MS,
  SELF_HOSTED_PROJECT_ID,
  WALLETCONNECT_STORAGE_PREFIX,
} from './constants.js'
import { createEip155Provider } from './createEip155Provider.js'
import { createEmitter, type Emitter } from './createEmitter.js'
import { disableVerify } from './disableVerify.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import { forwardProviderEvents } from './forwardProviderEvents.js'
import { toSdkNamespaces } from './toSdkNamespaces.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import type {
  Eip1193Provider,
  UniversalProvider,
  WalletConnectNamespaces,
  WalletConnectSession,
  WalletConnectSessionEventMap,
} from './types.js'

/** Parameters of {@link createWalletConnectSession}. */
export type CreateWalletConnectSessionParameters = {
  /** WalletConnect project id. Defaults to 'latch-local' when `relayUrl` is set. */
  projectId?: string | undefined
  /** The relay's WebSocket URL, e.g. `'ws://127.0.0.1:8787'`. Defaults to the SDK's relay. */
  relayUrl?: string | undefined
  /** The dapp as wallets show it. Defaults to what the SDK reads from the page. */
  metadata?: Metadata | undefined
  /** The SDK's `customStoragePrefix`. Defaults to `'latch'`. */
  storagePrefix?: string | undefined
  /** The SDK's key-value storage. Defaults to IndexedDB in browsers, memory in Node. */
  keyValueStorage?: UniversalProviderOpts['storage']
  /**
   * Where Latch logs. The SDK logs only at `debug`/`trace` levels of it; otherwise it stays quiet
   * (it reports a user's rejection as an error), and Latch's flows log real failures themselves.
   */
  logger?: Logger | undefined
  /**
   * Let the SDK use WalletConnect's hosted services besides the relay: telemetry, Verify, and the
   * hosted RPC for chains without an RPC URL. Defaults to `false` (DESIGN.md §6).
   */
  allowHostedServices?: boolean | undefined
  /** Loads the SDK. Defaults to `import('@walletconnect/universal-provider')`, on first use. */
  loadProvider?: () => Promise<{
    UniversalProvider: { init(options: UniversalProviderOpts): Promise<UniversalProvider> }
  }>
}

/** Parameters of `connect`. */
export type WalletConnectConnectParameters = {
  /** What to ask the wallet for, per namespace (sent as CAIP-25 optional namespaces). */
  namespaces: WalletConnectNamespaces
  /** Called with the `wc:` URI (EIP-1328) to show, and when it counts as expired (ms, spec §4). */
  onUri?: ((uri: string, expiry: number) => void) | undefined
  /** Propose on this existing pairing instead of a new one (deprecated by the SDK). */
  pairingTopic?: string | undefined
}

/** Parameters of `authenticate`. */
export type WalletConnectAuthenticateParameters = {
  /** What to ask the wallet for; one namespace, eip155 (spec §4: only that is handled). */
  namespaces: WalletConnectNamespaces
  /** The sign-in request (CAIP-122 fields; timestamps RFC 3339). */
  request: {
    chains: readonly CaipNetworkId[]
    domain: string
    uri: string
    nonce: string
    statement?: string | undefined
    iat?: string | undefined
    exp?: string | undefined
    nbf?: string | undefined
    requestId?: string | undefined
    resources?: readonly string[] | undefined
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
  /** The universal provider, loaded and initialised on the first call only. */
  getProvider(): Promise<UniversalProvider>
  /** The current session, `undefined` when none or while the SDK is not loaded. */
  getSession(): WalletConnectSession | undefined
  /**
   * Proposes a session and resolves once the wallet approves. An existing session is ended first:
   * there is one session for all namespaces.
   * @throws {WalletConnectRpcUrlMissingError} with hosted services off, for a chain lacking `rpcMap`.
   * @throws The SDK's error: `{ code: 5000, message: 'User rejected.' }` when the wallet declines,
   * 'Proposal expired' after 5 minutes.
   */
  connect(parameters: WalletConnectConnectParameters): Promise<WalletConnectSession>
  /**
   * One-click auth (spec §4; WalletConnect `session_authenticate`, CAIP-122 with ReCaps): proposes a
   * session and a sign-in together; the wallet answers with one signed CACAO per chain. On failure
   * the provider is disconnected (spec §4) and the wallet's error is thrown.
   * @returns The session, and each CACAO with the exact message the wallet signed.
   */
  authenticate(
    parameters: WalletConnectAuthenticateParameters,
  ): Promise<WalletConnectAuthenticateReturnType>
  /** Loads the SDK and returns the session it kept from an earlier page, if any. */
  restore(): Promise<WalletConnectSession | undefined>
  /** Ends the session with the wallet. Nothing happens when there is none or the SDK is not loaded. */
  disconnect(): Promise<void>
  /**
   * Sends a JSON-RPC request through the session.
   * @throws {WalletConnectConnectorNotFoundError} 'WalletConnectConnector not found' without one.
   * @throws The wallet's error, e.g. `{ code: 4001 }` when the user declines.
   */
  request<result = unknown>(parameters: WalletConnectRequestParameters): Promise<result>
  /** Subscribes to wallet-side changes; returns the unsubscribe function. */
  on: Emitter<WalletConnectSessionEventMap>['on']
  /** The session's eip155 part as an EIP-1193 provider, for the EVM adapter. */
  getEip155Provider(): Eip1193Provider
  /** Closes the relay connection and the SDK's timers; the session stays stored. */
  close(): Promise<void>
}

/**
 * Creates Latch's single WalletConnect session owner (DESIGN.md §1): one
 * `@walletconnect/universal-provider` session shared by every namespace. The SDK is imported
 * only when first needed; with hosted services off (the default) telemetry is off, Verify is
 * stubbed and every chain must come with an RPC URL, so only the relay and those URLs are contacted.
 *
 * @param parameters - {@link CreateWalletConnectSessionParameters}
 * @returns The session owner ({@link CreateWalletConnectSessionReturnType}).
 * @throws {LatchError} 'project id not configured' (spec §5) without `projectId` nor `relayUrl`.
 *
 * @example
 * import { createWalletConnectSession } from '@latch/core'
 *
 * const walletConnect = createWalletConnectSession({ relayUrl: 'ws://127.0.0.1:8787' })
 * const session = await walletConnect.connect({
 *   namespaces: {
 *     eip155: {
 *       chains: ['eip155:31337'],
 *       methods: ['personal_sign', 'eth_sendTransaction'],
 *       events: ['accountsChanged', 'chainChanged'],
 *       rpcMap: { 'eip155:31337': 'http://127.0.0.1:8545' },
 *     },
 *   },
 *   onUri: (uri, expiry) => stores.connection.setState({ wcUri: uri, wcPairingExpiry: expiry }),
 * })
 * session.accounts.eip155 // ['eip155:31337:0xf39F…2266']
 */
export function createWalletConnectSession(
  parameters: CreateWalletConnectSessionParameters = {},
): CreateWalletConnectSessionReturnType {
  const { relayUrl, metadata, keyValueStorage, allowHostedServices = false } = parameters
  const { storagePrefix = WALLETCONNECT_STORAGE_PREFIX, logger = createLogger() } = parameters
  const loadProvider =
    parameters.loadProvider ?? (() => import('@walletconnect/universal-provider'))
  const projectId = parameters.projectId || (relayUrl ? SELF_HOSTED_PROJECT_ID : undefined)
  if (!projectId) {
    throw new LatchError(ErrorMessages.projectIdNotConfigured, {
      details: 'WalletConnect needs a projectId unless relayUrl points at a self-hosted relay.',
    })
  }

  const emitter = createEmitter<WalletConnectSessionEventMap>((error) =>
    logger.error('A WalletConnect listener failed', error),
  )
  let providerPromise: Promise<UniversalProvider> | undefined
  let loaded: UniversalProvider | undefined
  let eip155Provider: Eip1193Provider | undefined
  let stopListening = () => {}

  async function initProvider(): Promise<UniversalProvider> {
    const { UniversalProvider } = await loadProvider()
    const provider = await UniversalProvider.init({
      projectId,
      relayUrl,
      metadata: metadata && { ...metadata, icons: [...metadata.icons] },
      customStoragePrefix: storagePrefix,
      storage: keyValueStorage,
      telemetryEnabled: allowHostedServices,
      logger: logger.level === 'debug' || logger.level === 'trace' ? logger.level : 'fatal',
    })
    if (!allowHostedServices) disableVerify(provider)
    stopListening = forwardProviderEvents(provider, emitter)
    loaded = provider
    return provider
  }

  function getProvider(): Promise<UniversalProvider> {
    providerPromise ??= initProvider().catch((error: unknown) => {
      providerPromise = undefined
      throw error
    })
    return providerPromise
  }

  /** The provider if it is loaded or loading, without loading it. */
  function existingProvider(): Promise<UniversalProvider | undefined> {
    return providerPromise?.catch(() => undefined) ?? Promise.resolve(undefined)
  }

  return {
    getProvider,

    getSession() {
      return loaded?.session && toWalletConnectSession(loaded.session)
    },

    async connect({ namespaces, onUri, pairingTopic }) {
      const optionalNamespaces = toSdkNamespaces(namespaces, !allowHostedServices)
      const provider = await getProvider()
      if (provider.session) {
        await provider.disconnect().catch((error: unknown) => {
          logger.warn('Ending the previous WalletConnect session failed', error)
        })
      }
      const onDisplayUri = (uri: string) => {
        try {
          onUri?.(uri, Date.now() + PAIRING_EXPIRY_MS)
        } catch (error) {
          logger.error('onUri failed', error)
        }
      }
      provider.on('display_uri', onDisplayUri)
      try {
        const session = await provider.connect({ optionalNamespaces, pairingTopic })
        if (!session) throw new WalletConnectConnectorNotFoundError('The wallet approved nothing.')
        return toWalletConnectSession(session)
      } finally {
        provider.off('display_uri', onDisplayUri)
      }
    },

    async authenticate({ namespaces, request, onUri }) {
      const optionalNamespaces = toSdkNamespaces(namespaces, !allowHostedServices)
      const provider = await getProvider()
      if (provider.session) {
        await provider.disconnect().catch((error: unknown) => {
          logger.warn('Ending the previous WalletConnect session failed', error)
        })
      }
      const onDisplayUri = (uri: string) => onUri?.(uri, Date.now() + PAIRING_EXPIRY_MS)
      provider.on('display_uri', onDisplayUri)
      try {
        // optionalNamespaces carries the rpcMap, so reads never fall back to a hosted RPC.
        const params = {
          ...request,
          chains: [...request.chains],
          resources: request.resources ? [...request.resources] : undefined,
          methods: request.methods ? [...request.methods] : undefined,
          optionalNamespaces,
        }
        const result = await provider.authenticate(
          params as Parameters<UniversalProvider['authenticate']>[0],
        )
        if (!result.session)
          throw new WalletConnectConnectorNotFoundError('The wallet approved nothing.')
        const auths = (result.auths ?? []).map((cacao) => {
          // iss is a did:pkh: `did:pkh:eip155:31337:0xf39F…`.
          const [, , namespace, reference, address] = cacao.p.iss.split(':')
          return {
            cacao,
            message: provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
            signature: cacao.s.s,
            chainId: `${namespace}:${reference}` as CaipNetworkId,
            address: address ?? '',
          }
        })
        return { session: toWalletConnectSession(result.session), auths }
      } catch (error) {
        await provider.disconnect().catch(() => undefined)
        throw error
      } finally {
        provider.off('display_uri', onDisplayUri)
      }
    },

    async restore() {
      const provider = await getProvider()
      return provider.session && toWalletConnectSession(provider.session)
    },

    async disconnect() {
      const provider = await existingProvider()
      if (provider?.session) await provider.disconnect()
    },

    async request<result>({ method, params, chainId }: WalletConnectRequestParameters) {
      const provider = await existingProvider()
      if (!provider?.session) throw new WalletConnectConnectorNotFoundError()
      return provider.request<result>({ method, params }, chainId)
    },

    on: emitter.on,

    getEip155Provider() {
      eip155Provider ??= createEip155Provider({
        getProvider,
        on: emitter.on,
        onListenerError: (error) => logger.error('An EIP-1193 listener failed', error),
      })
      return eip155Provider
    },

    async close() {
      const provider = await existingProvider()
      providerPromise = undefined
      loaded = undefined
      if (!provider) return
      stopListening()
      stopListening = () => {}
      await provider.client.core.relayer.transportClose()
      provider.client.core.heartbeat.stop()
      // The SDK keeps one Core per storage prefix for the whole page; a later init gets a new one.
      Reflect.deleteProperty(globalThis, `_walletConnectCore_${storagePrefix}`)
      Reflect.deleteProperty(globalThis, `_walletConnectCore_${storagePrefix}_count`)
    },
  }
}
