import { decodeEnvelope, encodeEnvelope, readEnvelope } from '../crypto/envelope.js'
import { EnvelopeError, InvalidKeyError } from '../crypto/errors.js'
import { deriveSymKey } from '../crypto/keys.js'
import { WalletConnectExpiredError, WalletRpcError } from '../errors/errors.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { type JsonRpcError, type JsonRpcRequest, parseJsonRpc } from '../jsonrpc/schemas.js'
import type { RelayClient } from '../relay/createRelayClient.js'
import type { RelayMessage } from '../relay/types.js'
import { type RpcMethod, rpcOptions } from './rpcOptions.js'
import type { SignClientLogger } from './types.js'

/** Parameters of {@link createRpcChannel}. */
export type CreateRpcChannelParameters = {
  relay: Pick<RelayClient, 'publish'>
  /** The symmetric key of a pairing or session topic, if it is one of ours. */
  symKeyOf(topic: string): string | undefined
  /** The X25519 private key behind a response topic (type 1 envelopes arrive there). */
  responsePrivateKeyOf(topic: string): string | undefined
  /** Called with each request the wallet sends. */
  onRequest(topic: string, request: JsonRpcRequest): void
  logger: SignClientLogger | undefined
}

const OWN_IDS_LIMIT = 500

/**
 * The encrypted JSON-RPC layer of WalletConnect over the relay
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-envelopes): requests to
 * the wallet and their answers, answers to the wallet's requests, each sealed in a type 0
 * envelope with the topic's symmetric key; type 1 envelopes (one-click auth answers) are opened
 * with a key derived from the sender's public key. Undecryptable or malformed messages are logged
 * and dropped; our own requests echoed back are ignored.
 */
export function createRpcChannel(parameters: CreateRpcChannelParameters) {
  const { relay, symKeyOf, responsePrivateKeyOf, onRequest, logger } = parameters
  const pending = new Map<
    number,
    {
      /** Where the answer must arrive: the request's topic, or the response topic it names. */
      topic: string
      resolve(result: unknown): void
      reject(error: Error): void
      timer: ReturnType<typeof setTimeout>
    }
  >()
  const ownIds = new Set<number>()

  function open(message: RelayMessage): string | undefined {
    try {
      const symKey = symKeyOf(message.topic)
      if (symKey) return decodeEnvelope({ symKey, encoded: message.message })
      const privateKey = responsePrivateKeyOf(message.topic)
      const envelope = readEnvelope(message.message)
      if (!privateKey || envelope.type !== 1) return undefined
      return decodeEnvelope({
        symKey: deriveSymKey(privateKey, envelope.senderPublicKey),
        encoded: message.message,
      })
    } catch (error) {
      if (!(error instanceof EnvelopeError || error instanceof InvalidKeyError)) throw error
      logger?.warn(`Dropped an unreadable WalletConnect message on ${message.topic}`, error)
      return undefined
    }
  }

  async function publish(
    topic: string,
    payload: object,
    options: { ttl: number; tag: number; prompt: boolean },
  ) {
    const symKey = symKeyOf(topic)
    if (!symKey) throw new Error(`No key for topic ${topic}`)
    const message = encodeEnvelope({ symKey, message: JSON.stringify(payload) })
    await relay.publish(topic, message, options)
  }

  return {
    /** Handles one message the relay delivered. */
    receive(message: RelayMessage) {
      const text = open(message)
      if (text === undefined) return
      const payload = parseJsonRpc(text)
      if (!payload)
        return logger?.warn(`Dropped a malformed WalletConnect payload on ${message.topic}`)
      if (payload.type === 'request') {
        if (!ownIds.has(payload.request.id)) onRequest(message.topic, payload.request)
        return
      }
      const request = pending.get(payload.id)
      // An answer counts only on the topic it was asked for: a peer on another topic cannot
      // answer a request it was never sent.
      if (!request || request.topic !== message.topic) return
      pending.delete(payload.id)
      clearTimeout(request.timer)
      if (payload.type === 'result') request.resolve(payload.result)
      else request.reject(new WalletRpcError(payload.error))
    },

    /**
     * Sends a request to the wallet and resolves with its result.
     * @param options - `expiry`: seconds to wait for the answer, then it rejects with
     * {@link WalletConnectExpiredError}; `id`: the JSON-RPC id; `responseTopic`: where the answer
     * comes (one-click auth), the request's topic by default. Answers elsewhere are ignored.
     * @throws {WalletRpcError} The wallet's error. Relay errors while publishing.
     */
    async request<result = unknown>(
      topic: string,
      method: RpcMethod,
      params: object,
      options: { expiry?: number; id?: number; responseTopic?: string } = {},
    ): Promise<result> {
      const id = options.id ?? payloadId()
      const publishOptions = rpcOptions[method].req
      const expiry = options.expiry ?? publishOptions.ttl
      ownIds.add(id)
      if (ownIds.size > OWN_IDS_LIMIT) ownIds.delete(ownIds.values().next().value as number)
      const answer = new Promise<result>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          const what =
            method === 'wc_sessionPropose'
              ? 'Proposal'
              : method === 'wc_sessionAuthenticate'
                ? 'Authentication'
                : 'Request'
          reject(new WalletConnectExpiredError(what, `No answer to ${method} within ${expiry} s.`))
        }, expiry * 1000)
        pending.set(id, {
          topic: options.responseTopic ?? topic,
          resolve: resolve as (result: unknown) => void,
          reject,
          timer,
        })
      })
      // It may expire while the relay is still publishing: handled by the caller after that.
      answer.catch(() => {})
      try {
        await publish(topic, { id, jsonrpc: '2.0', method, params }, publishOptions)
      } catch (error) {
        const request = pending.get(id)
        pending.delete(id)
        if (request) clearTimeout(request.timer)
        throw error
      }
      return answer
    },

    /** Answers a request of the wallet's with a result, or an error. */
    async respond(
      topic: string,
      method: RpcMethod,
      id: number,
      answer: { result: unknown } | { error: JsonRpcError },
    ) {
      const payload = { id, jsonrpc: '2.0', ...answer }
      await publish(topic, payload, rpcOptions[method].res).catch((error: unknown) =>
        logger?.warn(`Answering ${method} failed`, error),
      )
    },

    /** Rejects every pending request (the client closed). */
    rejectAll(error: Error) {
      for (const [id, request] of pending) {
        pending.delete(id)
        clearTimeout(request.timer)
        request.reject(error)
      }
    },
  }
}

/** What {@link createRpcChannel} returns. */
export type RpcChannel = ReturnType<typeof createRpcChannel>
