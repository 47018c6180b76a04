import * as v from 'valibot'
import type { JsonRpcRequest } from '../jsonrpc/schemas.js'
import type { RpcChannel } from './createRpcChannel.js'
import type { SessionRecord, SessionStore } from './createSessionStore.js'
import { toSession } from './createSessionStore.js'
import { isRpcMethod, SESSION_EXPIRY_SECONDS, UNSUPPORTED_METHOD_ERROR } from './rpcOptions.js'
import { eventParamsSchema, extendParamsSchema, updateParamsSchema } from './schemas.js'
import type { SignClientEventMap } from './types.js'

/** Parameters of {@link handleWalletRequest}. */
export type HandleWalletRequestParameters = {
  topic: string
  request: JsonRpcRequest
  store: SessionStore
  channel: RpcChannel
  emit<name extends keyof SignClientEventMap>(name: name, payload: SignClientEventMap[name]): void
  removeSession(topic: string): Promise<void>
  removePairing(topic: string): Promise<void>
  scheduleExpiry(session: SessionRecord): void
}

const INVALID_PARAMS = { code: -32602, message: 'Invalid params' }

/**
 * Answers one request the wallet sent on a session or pairing topic
 * (https://specs.walletconnect.com/2.0/specs/clients/sign/rpc-methods): `wc_sessionUpdate`
 * (new namespaces), `wc_sessionExtend` (a later expiry, at most 7 days ahead), `wc_sessionEvent`
 * (on a chain of the session), `wc_sessionDelete`, `wc_sessionPing`, `wc_pairingPing`,
 * `wc_pairingDelete`. Params are validated first; invalid ones get -32602, a method the dapp
 * does not handle gets 10001. An update or event older than the last one applied (a replay) is
 * acknowledged and ignored.
 */
export async function handleWalletRequest(parameters: HandleWalletRequestParameters) {
  const { topic, request, store, channel, emit } = parameters
  const method = isRpcMethod(request.method) ? request.method : 'wc_sessionRequest'
  const ok = () => channel.respond(topic, method, request.id, { result: true })
  const fail = (error: { code: number; message: string }) =>
    channel.respond(topic, method, request.id, { error })
  const session = store.sessions.get(topic)

  switch (request.method) {
    case 'wc_sessionPing':
    case 'wc_pairingPing':
      return session || store.pairings.has(topic) ? ok() : fail(INVALID_PARAMS)

    case 'wc_sessionDelete':
      if (!session) return
      await ok()
      return parameters.removeSession(topic)

    case 'wc_pairingDelete':
      await ok()
      return parameters.removePairing(topic)

    case 'wc_sessionUpdate': {
      const params = v.safeParse(updateParamsSchema, request.params)
      if (!session || !params.success) return fail(INVALID_PARAMS)
      if (isStale(session, request.id)) return ok()
      session.namespaces = params.output.namespaces
      session.lastRequestId = request.id
      store.save()
      await ok()
      return emit('session_update', { session: toSession(session) })
    }

    case 'wc_sessionExtend': {
      const params = v.safeParse(extendParamsSchema, request.params)
      const latest = Math.floor(Date.now() / 1000) + SESSION_EXPIRY_SECONDS + 60
      const expiry = params.success ? params.output.expiry : 0
      if (!session || expiry <= session.expiry || expiry > latest) return fail(INVALID_PARAMS)
      session.expiry = expiry
      store.save()
      parameters.scheduleExpiry(session)
      await ok()
      return emit('session_extend', { session: toSession(session) })
    }

    case 'wc_sessionEvent': {
      const params = v.safeParse(eventParamsSchema, request.params)
      if (!session || !params.success || !hasChain(session, params.output.chainId))
        return fail(INVALID_PARAMS)
      if (isStale(session, request.id)) return ok()
      session.lastRequestId = request.id
      store.save()
      await ok()
      const { event, chainId } = params.output
      return emit('session_event', {
        topic,
        event: { name: event.name, data: event.data },
        chainId,
      })
    }

    default:
      return fail(UNSUPPORTED_METHOD_ERROR)
  }
}

/**
 * Whether a wallet's update or event is older than the last one applied: WalletConnect ids grow
 * with time, and the relay may deliver again (after a reload) or out of order.
 */
function isStale(session: SessionRecord, id: number): boolean {
  return session.lastRequestId !== undefined && id <= session.lastRequestId
}

/** Whether a session's namespaces include a CAIP-2 chain (in `chains`, accounts or as a key). */
function hasChain(session: SessionRecord, chainId: string): boolean {
  if (session.namespaces[chainId]) return true
  const namespace = session.namespaces[chainId.split(':')[0] ?? '']
  return Boolean(
    namespace?.chains?.includes(chainId) ||
      namespace?.accounts.some((account) => account.startsWith(`${chainId}:`)),
  )
}
