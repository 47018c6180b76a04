import { deriveSymKey, generateKeyPair, generateSymKey, hashKey } from '../crypto/keys.js'
import {
  ClientClosedError,
  NotApprovedError,
  ProtocolError,
  SessionNotFoundError,
  WalletConnectExpiredError,
} from '../errors/errors.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import type { JsonRpcRequest } from '../jsonrpc/schemas.js'
import { createRelayClient } from '../relay/createRelayClient.js'
import type { RelaySocketConstructor } from '../relay/types.js'
import { createRelayAuthJwt, generateRelayAuthSeed } from '../relayAuth/relayAuthJwt.js'
import { formatPairingUri } from '../uri/pairingUri.js'
import { createEmitter } from './createEmitter.js'
import { createRpcChannel } from './createRpcChannel.js'
import { createSessionStore, type SessionRecord, toSession } from './createSessionStore.js'
import { handleWalletRequest } from './handleWalletRequest.js'
import { readAuthenticateResult } from './readAuthenticateResult.js'
import { createRecap } from './recap.js'
import {
  ACTIVE_PAIRING_EXPIRY_SECONDS,
  PAIRING_TTL_SECONDS,
  rpcOptions,
  USER_DISCONNECTED_REASON,
} from './rpcOptions.js'
import { type Metadata, proposeResultSchema, settleParamsSchema } from './schemas.js'
import type {
  ProposalNamespace,
  Session,
  SignClientEventMap,
  SignClientLogger,
  SignClientStorage,
  SignedCacao,
} from './types.js'

/** How long a relay-auth JWT is valid, in seconds (the relay-auth spec's default, one day). */
const RELAY_AUTH_TTL_SECONDS = 86_400

/** Parameters of {@link createSignClient}. */
export type CreateSignClientParameters = {
  /** The relay's WebSocket URL, e.g. `'wss://relay.walletconnect.org'` or `'ws://127.0.0.1:8787'`. */
  relayUrl: string
  /** Project id sent to the relay (hosted relays require one; a self-hosted relay may not). */
  projectId?: string | undefined
  /** The dapp as wallets show it. */
  metadata: Metadata
  /** Where pairings, sessions and the relay-auth key persist. Defaults to memory only. */
  storage?: SignClientStorage | undefined
  /** Storage key prefix. Defaults to `'wc@2:latch'`. */
  storagePrefix?: string | undefined
  /** The WebSocket constructor. Defaults to `globalThis.WebSocket`. */
  WebSocket?: RelaySocketConstructor | undefined
  /** How long opening the relay connection may take, in ms. Defaults to `8_000`. */
  connectTimeout?: number | undefined
  logger?: SignClientLogger | undefined
}

/** Parameters of `connect`. */
export type SignClientConnectParameters = {
  /** What to ask for, per namespace (CAIP-25 optional namespaces). */
  optionalNamespaces: Record<string, ProposalNamespace>
  /** Extra session properties (CAIP-25). */
  sessionProperties?: Record<string, string> | undefined
}

/** Parameters of `authenticate` (CAIP-122 fields; timestamps RFC 3339). */
export type SignClientAuthenticateParameters = {
  /** CAIP-2 ids to sign in on, the first being the one the message names. */
  chains: readonly string[]
  domain: string
  /** The URI the signature is for (CACAO `aud`). */
  uri: string
  nonce: string
  statement?: string | undefined
  iat?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  /** Methods the session may use afterwards, granted through a ReCap (ERC-5573). */
  methods: readonly string[]
  /** The proposal sent alongside for wallets without one-click auth. */
  optionalNamespaces: Record<string, ProposalNamespace>
}

/** What `connect` and `authenticate` return: the URI to show, and the wallet's answer. */
export type SignClientPairing<approval> = {
  /** The pairing URI (EIP-1328), for the QR code or a deep link. */
  uri: string
  /** When the URI expires, in seconds since the epoch. */
  expiryTimestamp: number
  /** Resolves once the wallet approved; rejects with its error or on expiry. */
  approval: Promise<approval>
}

/** What {@link createSignClient} returns. */
export type SignClient = ReturnType<typeof createSignClient>

/**
 * Creates Latch's WalletConnect v2 Sign client, dapp side
 * (https://specs.walletconnect.com/2.0/specs/clients/sign): pairing URIs, session proposal and
 * settlement, requests, events, updates, extensions, pings, deletion, expiry, and one-click auth
 * (`wc_sessionAuthenticate`, CAIP-122 with ReCaps). It contacts only `relayUrl`, authenticating
 * with a `did:key` JWT (relay-auth spec); no Verify, no telemetry. Every inbound payload is
 * validated; what does not validate is dropped or answered with an error.
 *
 * @param parameters - {@link CreateSignClientParameters}
 *
 * @example
 * import { createSignClient } from '@latch/walletconnect'
 *
 * const client = createSignClient({ relayUrl: 'ws://127.0.0.1:8787', metadata })
 * const { uri, approval } = await client.connect({
 *   optionalNamespaces: {
 *     eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
 *   },
 * })
 * showQrCode(uri)
 * const session = await approval
 * await client.request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign', params } })
 */
export function createSignClient(parameters: CreateSignClientParameters) {
  const { relayUrl, projectId, metadata, storage, logger } = parameters
  const prefix = parameters.storagePrefix ?? 'wc@2:latch'
  const store = createSessionStore({ storage, prefix })
  const emitter = createEmitter<SignClientEventMap>((error) =>
    logger?.warn('A WalletConnect listener failed', error),
  )
  const responseKeys = new Map<string, string>()
  const settlements = new Map<
    string,
    {
      responderPublicKey: string
      pairingTopic: string
      resolve(session: Session): void
      reject(error: Error): void
    }
  >()
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>()
  /** Session topics agreed with a wallet and awaiting its settlement, and their keys. */
  const settlingKeys = new Map<string, string>()
  let loaded = false

  const relay = createRelayClient({
    relayUrl,
    projectId,
    createAuthToken: relayAuthToken,
    onMessage: (message) => channel.receive(message),
    WebSocket: parameters.WebSocket,
    connectTimeout: parameters.connectTimeout,
    logger,
  })
  const channel = createRpcChannel({
    relay,
    symKeyOf: (topic) => store.symKeyOf(topic) ?? settlingKeys.get(topic),
    responsePrivateKeyOf: (topic) => responseKeys.get(topic),
    onRequest: (topic, request) => void onWalletRequest(topic, request),
    logger,
  })

  /**
   * The relay-auth JWT for `aud`, reused from storage while it has more than an hour left (one
   * signature a day, not one per page load).
   */
  function relayAuthToken(aud: string): string {
    const key = `${prefix}:relayAuthJwt`
    const stored = storage?.get(key) as { aud?: unknown; jwt?: unknown; exp?: unknown } | undefined
    const now = Date.now()
    if (
      stored?.aud === aud &&
      typeof stored.jwt === 'string' &&
      typeof stored.exp === 'number' &&
      stored.exp * 1000 > now + 3_600_000
    )
      return stored.jwt
    const jwt = createRelayAuthJwt({ seed: relayAuthSeed(), aud, now })
    storage?.set(key, { aud, jwt, exp: Math.floor(now / 1000) + RELAY_AUTH_TTL_SECONDS })
    return jwt
  }

  function relayAuthSeed(): Uint8Array {
    const key = `${prefix}:relayAuthSeed`
    const stored = storage?.get(key)
    if (typeof stored === 'string' && /^[0-9a-f]{64}$/.test(stored)) {
      return Uint8Array.from(stored.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
    }
    const seed = generateRelayAuthSeed()
    storage?.set(key, Array.from(seed, (byte) => byte.toString(16).padStart(2, '0')).join(''))
    return seed
  }

  function load() {
    if (loaded) return
    loaded = true
    store.load()
    for (const session of store.sessions.values()) scheduleExpiry(session)
  }

  function scheduleExpiry(session: SessionRecord) {
    clearTimeout(expiryTimers.get(session.topic))
    const delay = Math.min(session.expiry * 1000 - Date.now(), 2 ** 31 - 1)
    const timer = setTimeout(
      () => {
        if (session.expiry * 1000 > Date.now()) return scheduleExpiry(session)
        void removeSession(session.topic, 'expired')
      },
      Math.max(0, delay),
    )
    expiryTimers.set(session.topic, timer)
  }

  async function removeSession(topic: string, reason?: 'deleted' | 'expired') {
    const session = store.sessions.get(topic)
    if (!session) return
    store.sessions.delete(topic)
    clearTimeout(expiryTimers.get(topic))
    expiryTimers.delete(topic)
    store.save()
    await relay.unsubscribe(topic)
    if (reason) emitter.emit('session_delete', { topic, reason })
  }

  async function removePairing(topic: string) {
    if (!store.pairings.delete(topic)) return
    store.save()
    await relay.unsubscribe(topic)
  }

  /** Drops pairings whose URI expired unused; they can no longer bring a session. */
  async function purgeExpiredPairings() {
    const now = Date.now() / 1000
    for (const pairing of [...store.pairings.values()])
      if (pairing.expiry <= now) await removePairing(pairing.topic)
  }

  async function createPairing(methods?: readonly string[]) {
    load()
    await purgeExpiredPairings()
    await relay.connect()
    const symKey = generateSymKey()
    const topic = hashKey(symKey)
    const expiryTimestamp = Math.floor(Date.now() / 1000) + PAIRING_TTL_SECONDS
    store.pairings.set(topic, { topic, symKey, expiry: expiryTimestamp, active: false })
    store.save()
    await relay.subscribe(topic)
    const uri = formatPairingUri({ topic, symKey, expiryTimestamp, methods })
    return { topic, uri, expiryTimestamp }
  }

  /** Proposes on a pairing; resolves with the session once the wallet settled it. */
  async function propose(
    pairingTopic: string,
    optionalNamespaces: Record<string, ProposalNamespace>,
    sessionProperties?: Record<string, string>,
  ): Promise<{ answer: Promise<Session> }> {
    const { privateKey, publicKey } = generateKeyPair()
    const id = payloadId()
    const params = {
      requiredNamespaces: {},
      optionalNamespaces,
      relays: [{ protocol: 'irn' }],
      proposer: { publicKey, metadata },
      expiryTimestamp: Math.floor(Date.now() / 1000) + PAIRING_TTL_SECONDS,
      pairingTopic,
      ...(sessionProperties ? { sessionProperties } : {}),
    }
    const response = channel.request(pairingTopic, 'wc_sessionPropose', params, { id })
    // The wallet answers on the pairing topic, then settles on the session topic.
    const answer = response.then(async (result) => {
      const parsed = proposeResultSchema.safeParse(result)
      if (!parsed.success) throw new ProtocolError('The proposal answer has no responder key.')
      const { responderPublicKey } = parsed.data
      const symKey = deriveSymKey(privateKey, responderPublicKey)
      const topic = hashKey(symKey)
      const settled = new Promise<Session>((resolve, reject) => {
        const timer = setTimeout(() => {
          settlements.delete(topic)
          settlingKeys.delete(topic)
          void relay.unsubscribe(topic)
          reject(new WalletConnectExpiredError('Proposal', 'The wallet never settled the session.'))
        }, PAIRING_TTL_SECONDS * 1000)
        const done = { resolve, reject }
        settlements.set(topic, {
          responderPublicKey,
          pairingTopic,
          resolve: (session) => {
            clearTimeout(timer)
            done.resolve(session)
          },
          reject: (error) => {
            clearTimeout(timer)
            done.reject(error)
          },
        })
      })
      settlingKeys.set(topic, symKey)
      await relay.subscribe(topic)
      return settled
    })
    return { answer }
  }

  async function onWalletRequest(topic: string, request: JsonRpcRequest) {
    if (request.method === 'wc_sessionSettle') return settle(topic, request)
    await handleWalletRequest({
      topic,
      request,
      store,
      channel,
      emit: emitter.emit,
      removeSession: (sessionTopic) => removeSession(sessionTopic, 'deleted'),
      removePairing,
      scheduleExpiry,
    })
  }

  async function settle(topic: string, request: JsonRpcRequest) {
    const waiting = settlements.get(topic)
    const params = settleParamsSchema.safeParse(request.params)
    const respondError = (message: string) =>
      channel.respond(topic, 'wc_sessionSettle', request.id, { error: { code: 1, message } })
    if (!waiting) return void (await respondError('No proposal is waiting for this settlement.'))
    settlements.delete(topic)
    const symKey = settlingKeys.get(topic)
    settlingKeys.delete(topic)
    const valid = params.success && params.data.controller.publicKey === waiting.responderPublicKey
    if (!valid || !symKey || params.data.expiry * 1000 <= Date.now()) {
      await respondError('Invalid settlement.')
      await relay.unsubscribe(topic)
      return waiting.reject(new ProtocolError('The session settlement is invalid.'))
    }
    const { namespaces, controller, expiry } = params.data
    const { pairingTopic } = waiting
    const record = { topic, symKey, pairingTopic, namespaces, peer: controller.metadata, expiry }
    store.sessions.set(topic, record)
    const pairing = store.pairings.get(waiting.pairingTopic)
    if (pairing) {
      pairing.active = true
      pairing.expiry = Math.floor(Date.now() / 1000) + ACTIVE_PAIRING_EXPIRY_SECONDS
    }
    store.save()
    scheduleExpiry(record)
    await channel.respond(topic, 'wc_sessionSettle', request.id, { result: true })
    waiting.resolve(toSession(record))
  }

  /** Ends every session but `keep` (one session for all namespaces). */
  async function endOtherSessions() {
    for (const topic of [...store.sessions.keys()]) await disconnect({ topic }).catch(() => {})
  }

  async function disconnect({ topic }: { topic: string }) {
    load()
    const session = store.sessions.get(topic)
    if (!session) throw new SessionNotFoundError(topic)
    try {
      await channel.request(topic, 'wc_sessionDelete', USER_DISCONNECTED_REASON, { expiry: 5 })
    } catch (error) {
      // The wallet may be offline: the relay keeps the deletion for it; the session ends here anyway.
      logger?.debug('The wallet did not acknowledge wc_sessionDelete', error)
    } finally {
      await removeSession(topic)
    }
  }

  return {
    /**
     * Proposes a session on a new pairing (`wc_sessionPropose`, tag 1100, TTL 300 s). Any earlier
     * session is ended first: Latch keeps one session for all namespaces.
     * @returns The pairing URI and the approval, which resolves with the settled {@link Session}
     * and rejects with {@link WalletRpcError} (e.g. 5000 'User rejected.'),
     * {@link WalletConnectExpiredError} 'Proposal expired' after 300 s, or {@link ProtocolError}.
     * @throws {RelayUnreachableError} 'Could not reach the WalletConnect relay'.
     */
    async connect({
      optionalNamespaces,
      sessionProperties,
    }: SignClientConnectParameters): Promise<SignClientPairing<Session>> {
      await endOtherSessions()
      const { topic, uri, expiryTimestamp } = await createPairing()
      const { answer } = await propose(topic, optionalNamespaces, sessionProperties)
      return { uri, expiryTimestamp, approval: answer }
    },

    /**
     * One-click auth (`wc_sessionAuthenticate`, tag 1116, TTL 3600 s): asks the wallet to sign a
     * CAIP-122 message on each chain, granting `methods` through a ReCap, and sends a
     * `wc_sessionPropose` alongside for wallets without it. The CACAOs are returned unverified
     * (verify them, e.g. with `@latch/siwx`).
     * @returns The URI and the approval: the session and the signed CACAOs (empty when the
     * wallet answered the fallback proposal instead).
     * @throws {RelayUnreachableError} 'Could not reach the WalletConnect relay'.
     */
    async authenticate(
      parameters: SignClientAuthenticateParameters,
    ): Promise<SignClientPairing<{ session: Session; auths: SignedCacao[] }>> {
      await endOtherSessions()
      const {
        topic: pairingTopic,
        uri,
        expiryTimestamp,
      } = await createPairing(['wc_sessionAuthenticate'])
      const { privateKey, publicKey } = generateKeyPair()
      const responseTopic = hashKey(publicKey)
      responseKeys.set(responseTopic, privateKey)
      await relay.subscribe(responseTopic)
      const resources = [...(parameters.resources ?? [])]
      const [firstChain = ''] = parameters.chains
      resources.push(
        createRecap(firstChain.split(':')[0] ?? 'eip155', 'request', parameters.methods),
      )
      const authPayload = {
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
        resources,
      }
      const ttl = rpcOptions.wc_sessionAuthenticate.req.ttl
      const authenticated = channel.request(pairingTopic, 'wc_sessionAuthenticate', {
        authPayload,
        requester: { publicKey, metadata },
        expiryTimestamp: Math.floor(Date.now() / 1000) + ttl,
      })
      const fallback = await propose(pairingTopic, parameters.optionalNamespaces)
      const approval = new Promise<{ session: Session; auths: SignedCacao[] }>(
        (resolve, reject) => {
          fallback.answer.then((session) => resolve({ session, auths: [] }), reject)
          authenticated.then(async (result) => {
            const { record, auths } = readAuthenticateResult({ result, privateKey, pairingTopic })
            store.sessions.set(record.topic, record)
            const pairing = store.pairings.get(pairingTopic)
            if (pairing) pairing.active = true
            store.save()
            scheduleExpiry(record)
            await relay.subscribe(record.topic)
            resolve({ session: toSession(record), auths })
          }, reject)
        },
      ).finally(() => {
        responseKeys.delete(responseTopic)
        void relay.unsubscribe(responseTopic)
      })
      return { uri, expiryTimestamp, approval }
    },

    /**
     * Reads the sessions an earlier page stored (dropping expired or malformed ones) and
     * subscribes to their topics, so the wallet's messages sent meanwhile arrive.
     * @returns The sessions. A relay that cannot be reached does not fail it: the client retries.
     */
    async restore(): Promise<Session[]> {
      load()
      const topics = [...store.sessions.keys()]
      await Promise.all(
        topics.map((topic) =>
          relay.subscribe(topic).catch((error: unknown) => {
            logger?.warn('Resubscribing to a WalletConnect session failed', error)
          }),
        ),
      )
      return [...store.sessions.values()].map(toSession)
    },

    /** The live sessions. */
    getSessions(): Session[] {
      load()
      return [...store.sessions.values()].map(toSession)
    },

    /**
     * Sends a JSON-RPC request to the wallet (`wc_sessionRequest`, tag 1108, TTL 300 s).
     * @throws {SessionNotFoundError} 'No WalletConnect session'.
     * @throws {NotApprovedError} when the chain or the method is not approved.
     * @throws {WalletRpcError} The wallet's error (EIP-1193 4001 when the user declines).
     * @throws {WalletConnectExpiredError} 'Request expired' after 300 s.
     */
    async request<result = unknown>(parameters: {
      topic: string
      chainId: string
      request: { method: string; params?: unknown }
    }): Promise<result> {
      load()
      const { topic, chainId, request } = parameters
      const session = store.sessions.get(topic)
      if (!session) throw new SessionNotFoundError(topic)
      const [namespace = ''] = chainId.split(':')
      const approved = [session.namespaces[chainId], session.namespaces[namespace]].filter(
        (entry) => entry !== undefined,
      )
      const chainApproved = approved.some(
        (entry) =>
          entry.chains?.includes(chainId) ||
          entry.accounts.some((account) => account.startsWith(`${chainId}:`)) ||
          entry === session.namespaces[chainId],
      )
      if (!chainApproved) throw new NotApprovedError(`${chainId} is not in the session.`)
      if (!approved.some((entry) => entry.methods.includes(request.method)))
        throw new NotApprovedError(`${request.method} is not approved on ${chainId}.`)
      return channel.request<result>(topic, 'wc_sessionRequest', { request, chainId })
    },

    /** Pings the wallet on a session (`wc_sessionPing`); resolves when it answers. */
    async ping({ topic }: { topic: string }): Promise<void> {
      load()
      if (!store.sessions.has(topic)) throw new SessionNotFoundError(topic)
      await channel.request(topic, 'wc_sessionPing', {}, { expiry: 30 })
    },

    /** Pings the wallet on a pairing (`wc_pairingPing`, TTL 30 s). */
    async pingPairing({ topic }: { topic: string }): Promise<void> {
      await channel.request(topic, 'wc_pairingPing', {}, { expiry: 30 })
    },

    /** Deletes a pairing (`wc_pairingDelete`, 6000 'User disconnected.') and forgets it. */
    async deletePairing({ topic }: { topic: string }): Promise<void> {
      await channel
        .request(topic, 'wc_pairingDelete', USER_DISCONNECTED_REASON, { expiry: 5 })
        .catch((error: unknown) => logger?.debug('wc_pairingDelete not acknowledged', error))
      await removePairing(topic)
    },

    /**
     * Ends a session (`wc_sessionDelete`, 6000 'User disconnected.') and forgets it; the wallet
     * sees `session_delete`.
     * @throws {SessionNotFoundError} 'No WalletConnect session'.
     */
    disconnect,

    /** Subscribes to session events; returns the unsubscribe function. */
    on: emitter.on,

    /** Closes the relay connection and timers; sessions stay stored. Pending calls reject. */
    close() {
      relay.close()
      channel.rejectAll(new ClientClosedError())
      for (const waiting of settlements.values()) waiting.reject(new ClientClosedError())
      settlements.clear()
      settlingKeys.clear()
      for (const timer of expiryTimers.values()) clearTimeout(timer)
      expiryTimers.clear()
      loaded = false
      store.sessions.clear()
      store.pairings.clear()
    },
  }
}
