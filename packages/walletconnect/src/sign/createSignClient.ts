import * as v from 'valibot'
import { deriveSymKey, generateKeyPair, generateSymKey, hashKey } from '../crypto/keys.js'
import {
  ClientClosedError,
  ProtocolError,
  SessionNotFoundError,
  WalletConnectExpiredError,
} from '../errors/errors.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import type { JsonRpcRequest } from '../jsonrpc/schemas.js'
import { createRelayClient } from '../relay/createRelayClient.js'
import { formatPairingUri } from '../uri/pairingUri.js'
import { assertApproved } from './assertApproved.js'
import { buildAuthPayload } from './buildAuthPayload.js'
import { createEmitter } from './createEmitter.js'
import { createRelayAuthTokenSource } from './createRelayAuthTokenSource.js'
import { createRpcChannel } from './createRpcChannel.js'
import { createSessionStore, type SessionRecord, toSession } from './createSessionStore.js'
import { createSettlements } from './createSettlements.js'
import { handleWalletRequest } from './handleWalletRequest.js'
import { readAuthenticateResult } from './readAuthenticateResult.js'
import { PAIRING_TTL_SECONDS, rpcOptions, USER_DISCONNECTED_REASON } from './rpcOptions.js'
import { proposeResultSchema } from './schemas.js'
import type {
  CreateSignClientParameters,
  ProposalNamespace,
  Session,
  SignClientAuthenticateParameters,
  SignClientConnectParameters,
  SignClientEventMap,
  SignClientPairing,
  SignedCacao,
} from './types.js'

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
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>()
  let loaded = false
  let closed = false
  /** Bumped by each connect/authenticate: an earlier proposal the wallet answers late is dropped. */
  let generation = 0

  /** Throws when the client closed, or a newer attempt replaced the one of `current`. */
  function assertCurrent(current?: number) {
    if (closed) throw new ClientClosedError()
    if (current !== undefined && current !== generation) {
      throw new WalletConnectExpiredError('Proposal', 'A newer proposal replaced it.')
    }
  }

  const relay = createRelayClient({
    relayUrl,
    projectId,
    createAuthToken: createRelayAuthTokenSource({ storage, prefix }),
    onMessage: (message) => channel.receive(message),
    WebSocket: parameters.WebSocket,
    connectTimeout: parameters.connectTimeout,
    logger,
  })
  const settlements = createSettlements({ store, channel: () => channel, relay, scheduleExpiry })
  const channel = createRpcChannel({
    relay,
    symKeyOf: (topic) => store.symKeyOf(topic) ?? settlements.symKeyOf(topic),
    responsePrivateKeyOf: (topic) => responseKeys.get(topic),
    onRequest: (topic, request) => void onWalletRequest(topic, request),
    logger,
  })

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
    store.deleteSession(topic)
    clearTimeout(expiryTimers.get(topic))
    expiryTimers.delete(topic)
    store.save()
    await relay.unsubscribe(topic)
    if (reason) emitter.emit('session_delete', { topic, reason })
  }

  async function removePairing(topic: string) {
    if (!store.deletePairing(topic)) return
    store.save()
    await relay.unsubscribe(topic)
  }

  /** Drops pairings whose URI expired unused; they can no longer bring a session. */
  async function purgeExpiredPairings() {
    const now = Date.now() / 1000
    for (const pairing of [...store.pairings.values()])
      if (pairing.expiry <= now) await removePairing(pairing.topic)
  }

  async function createPairing(current: number, methods?: readonly string[]) {
    load()
    await purgeExpiredPairings()
    assertCurrent(current)
    await relay.connect()
    assertCurrent(current)
    const symKey = generateSymKey()
    const topic = hashKey(symKey)
    const expiryTimestamp = Math.floor(Date.now() / 1000) + PAIRING_TTL_SECONDS
    store.pairings.set(topic, { topic, symKey, expiry: expiryTimestamp, active: false })
    store.save()
    await relay.subscribe(topic)
    assertCurrent(current)
    const uri = formatPairingUri({ topic, symKey, expiryTimestamp, methods })
    return { topic, uri, expiryTimestamp }
  }

  /** Proposes on a pairing; resolves with the session once the wallet settled it. */
  async function propose(
    current: number,
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
      assertCurrent(current)
      const parsed = v.safeParse(proposeResultSchema, result)
      if (!parsed.success) throw new ProtocolError('The proposal answer has no responder key.')
      const responderPublicKey = parsed.output.responderPublicKey.toLowerCase()
      let symKey: string
      try {
        symKey = deriveSymKey(privateKey, responderPublicKey)
      } catch (error) {
        throw new ProtocolError(`The proposal answer's key is unusable: ${String(error)}`)
      }
      const topic = hashKey(symKey)
      return settlements.expect({ topic, symKey, responderPublicKey, pairingTopic })
    })
    return { answer }
  }

  async function onWalletRequest(topic: string, request: JsonRpcRequest) {
    if (request.method === 'wc_sessionSettle') return settlements.settle(topic, request)
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

  /**
   * A new attempt: earlier proposals waiting for their settlement are rejected, and answers to
   * them arriving later are dropped.
   */
  function startAttempt(): number {
    assertCurrent()
    generation += 1
    settlements.rejectAll(
      new WalletConnectExpiredError('Proposal', 'A newer proposal replaced it.'),
    )
    return generation
  }

  /** Ends every session before a new one: Latch keeps one session for all namespaces. */
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
      const current = startAttempt()
      await endOtherSessions()
      const { topic, uri, expiryTimestamp } = await createPairing(current)
      const { answer } = await propose(current, topic, optionalNamespaces, sessionProperties)
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
      const current = startAttempt()
      await endOtherSessions()
      const {
        topic: pairingTopic,
        uri,
        expiryTimestamp,
      } = await createPairing(current, ['wc_sessionAuthenticate'])
      const { privateKey, publicKey } = generateKeyPair()
      const responseTopic = hashKey(publicKey)
      responseKeys.set(responseTopic, privateKey)
      const forgetResponseTopic = () => {
        responseKeys.delete(responseTopic)
        void relay.unsubscribe(responseTopic)
      }
      try {
        await relay.subscribe(responseTopic)
        assertCurrent(current)
      } catch (error) {
        forgetResponseTopic()
        throw error
      }
      const authPayload = buildAuthPayload(parameters)
      const ttl = rpcOptions.wc_sessionAuthenticate.req.ttl
      // The wallet answers on the response topic (a type 1 envelope), nowhere else.
      const authenticated = channel.request(
        pairingTopic,
        'wc_sessionAuthenticate',
        {
          authPayload,
          requester: { publicKey, metadata },
          expiryTimestamp: Math.floor(Date.now() / 1000) + ttl,
        },
        { responseTopic },
      )
      const fallback = await propose(current, pairingTopic, parameters.optionalNamespaces)
      const approval = new Promise<{ session: Session; auths: SignedCacao[] }>(
        (resolve, reject) => {
          fallback.answer.then((session) => resolve({ session, auths: [] }), reject)
          authenticated
            .then(async (result) => {
              assertCurrent(current)
              const { record, auths } = readAuthenticateResult({ result, privateKey, pairingTopic })
              store.sessions.set(record.topic, record)
              const pairing = store.pairings.get(pairingTopic)
              if (pairing) pairing.active = true
              store.save()
              scheduleExpiry(record)
              await relay.subscribe(record.topic)
              resolve({ session: toSession(record), auths })
            })
            // Also a malformed answer (ProtocolError) or a failed subscribe: never a hang.
            .catch(reject)
        },
      ).finally(forgetResponseTopic)
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
      assertApproved(session.namespaces, chainId, request.method)
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
      closed = true
      relay.close()
      responseKeys.clear()
      channel.rejectAll(new ClientClosedError())
      settlements.rejectAll()
      for (const timer of expiryTimers.values()) clearTimeout(timer)
      expiryTimers.clear()
      loaded = false
      store.sessions.clear()
      store.pairings.clear()
    },
  }
}

/** What {@link createSignClient} returns. */
export type SignClient = ReturnType<typeof createSignClient>
