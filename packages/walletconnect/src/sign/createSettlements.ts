import * as v from 'valibot'
import { ClientClosedError, ProtocolError, WalletConnectExpiredError } from '../errors/errors.js'
import type { JsonRpcRequest } from '../jsonrpc/schemas.js'
import type { RelayClient } from '../relay/createRelayClient.js'
import type { RpcChannel } from './createRpcChannel.js'
import { type SessionRecord, type SessionStore, toSession } from './createSessionStore.js'
import {
  ACTIVE_PAIRING_EXPIRY_SECONDS,
  PAIRING_TTL_SECONDS,
  SESSION_EXPIRY_SECONDS,
} from './rpcOptions.js'
import { settleParamsSchema } from './schemas.js'
import type { Session } from './types.js'

type Waiting = {
  responderPublicKey: string
  pairingTopic: string
  symKey: string
  resolve(session: Session): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The sessions a wallet agreed to (it answered `wc_sessionPropose` with its public key) and has
 * yet to settle (`wc_sessionSettle` on the session topic,
 * https://specs.walletconnect.com/2.0/specs/clients/sign/session-proposal). A settlement must come
 * from the key that answered the proposal, name at least one namespace and an expiry in the
 * next 7 days;
 * then the session is stored, the pairing becomes active (30 days) and the wallet gets `true`.
 */
export function createSettlements(parameters: {
  store: SessionStore
  channel: () => RpcChannel
  relay: Pick<RelayClient, 'subscribe' | 'unsubscribe'>
  scheduleExpiry(session: SessionRecord): void
}) {
  const { store, relay, scheduleExpiry } = parameters
  const waiting = new Map<string, Waiting>()

  function take(topic: string): Waiting | undefined {
    const entry = waiting.get(topic)
    waiting.delete(topic)
    if (entry) clearTimeout(entry.timer)
    return entry
  }

  return {
    /** The symmetric key of a session topic awaiting its settlement. */
    symKeyOf(topic: string): string | undefined {
      return waiting.get(topic)?.symKey
    },

    /**
     * Subscribes to the agreed session topic and resolves with the session once it is settled.
     * @throws {WalletConnectExpiredError} 'Proposal expired' when no settlement comes in 300 s.
     * @throws {ProtocolError} for an invalid settlement.
     */
    async expect(entry: {
      topic: string
      symKey: string
      responderPublicKey: string
      pairingTopic: string
    }): Promise<Session> {
      const settled = new Promise<Session>((resolve, reject) => {
        const timer = setTimeout(() => {
          take(entry.topic)
          void relay.unsubscribe(entry.topic)
          reject(new WalletConnectExpiredError('Proposal', 'The wallet never settled the session.'))
        }, PAIRING_TTL_SECONDS * 1000)
        waiting.set(entry.topic, { ...entry, resolve, reject, timer })
      })
      try {
        await relay.subscribe(entry.topic)
      } catch (error) {
        take(entry.topic)
        settled.catch(() => {})
        throw error
      }
      return settled
    },

    /** Handles a `wc_sessionSettle` request on `topic`. */
    async settle(topic: string, request: JsonRpcRequest) {
      const channel = parameters.channel()
      const respondError = (message: string) =>
        channel.respond(topic, 'wc_sessionSettle', request.id, { error: { code: 1, message } })
      const entry = take(topic)
      if (!entry) return void (await respondError('No proposal is waiting for this settlement.'))
      const params = v.safeParse(settleParamsSchema, request.params)
      const now = Math.floor(Date.now() / 1000)
      if (
        !params.success ||
        params.output.controller.publicKey.toLowerCase() !== entry.responderPublicKey ||
        params.output.expiry <= now ||
        params.output.expiry > now + SESSION_EXPIRY_SECONDS + 60
      ) {
        await respondError('Invalid settlement.')
        await relay.unsubscribe(topic)
        return entry.reject(new ProtocolError('The session settlement is invalid.'))
      }
      const { namespaces, controller, expiry } = params.output
      const { pairingTopic, symKey } = entry
      const record = { topic, symKey, pairingTopic, namespaces, peer: controller.metadata, expiry }
      store.sessions.set(topic, record)
      const pairing = store.pairings.get(pairingTopic)
      if (pairing) {
        pairing.active = true
        pairing.expiry = Math.floor(Date.now() / 1000) + ACTIVE_PAIRING_EXPIRY_SECONDS
      }
      store.save()
      scheduleExpiry(record)
      await channel.respond(topic, 'wc_sessionSettle', request.id, { result: true })
      entry.resolve(toSession(record))
    },

    /** Rejects every waiting settlement: the client closed (the default), or a newer attempt. */
    rejectAll(error: Error = new ClientClosedError()) {
      for (const topic of [...waiting.keys()]) {
        take(topic)?.reject(error)
        void relay.unsubscribe(topic)
      }
    },
  }
}
