import type { Session, SignClient } from '@latch/walletconnect'
import type { CaipNetworkId } from '../../caip/types.js'
import { type Latest, latest } from '../../client/latest.js'
import { LatchError } from '../../errors/base.js'
import { ErrorMessages } from '../../errors/messages.js'
import { createEmitter } from '../../events/createEmitter.js'
import { createLogger, type Logger } from '../../logger/createLogger.js'
import { PAIRING_EXPIRY_MS } from './constants.js'
import { createNamespaceProviders } from './createNamespaceProvider.js'
import { createSignClientLoader, type SignClientLoader } from './createSignClientLoader.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type {
  CreateWalletConnectSessionParameters,
  CreateWalletConnectSessionReturnType,
  WalletConnectAuthenticateReturnType,
  WalletConnectConnectParameters,
  WalletConnectRequestParameters,
} from './sessionTypes.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import type { WalletConnectNamespaces, WalletConnectSessionEventMap } from './types.js'

export type {
  CreateWalletConnectSessionParameters,
  CreateWalletConnectSessionReturnType,
  WalletConnectAuthenticateParameters,
  WalletConnectAuthenticateReturnType,
  WalletConnectConnectParameters,
  WalletConnectRequestParameters,
} from './sessionTypes.js'

/** WalletConnect's hosted relay, used when only a `projectId` is given. */
export const HOSTED_RELAY_URL = 'wss://relay.walletconnect.org'

/**
 * Creates Latch's single WalletConnect session owner on `@latch/walletconnect`:
 * one session shared by every namespace. The client is imported only when first needed; it
 * contacts only the relay (`relayUrl`, or WalletConnect's hosted relay with a `projectId`).
 *
 * @param parameters - {@link CreateWalletConnectSessionParameters}
 * @returns The session owner ({@link CreateWalletConnectSessionReturnType}).
 * @throws {LatchError} 'project id not configured' without `projectId` nor `relayUrl`.
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
  const emitter = createEmitter<WalletConnectSessionEventMap>((error) =>
    logger.error('A WalletConnect listener failed', error),
  )
  const state: OwnerState = { current: undefined, restored: undefined }
  const client = createSignClientLoader(
    { ...parameters, relayUrl: parameters.relayUrl ?? HOSTED_RELAY_URL, logger },
    {
      emitter,
      getCurrent: () => state.current,
      setCurrent: (session) => (state.current = session),
    },
  )
  const proposals: Proposals = { client, state, calls: latest(), logger }
  let providers: ReturnType<typeof createNamespaceProviders> | undefined
  const namespaceProviders = () =>
    (providers ??= createNamespaceProviders({
      session: owner,
      getRpcUrl,
      storage,
      onListenerError: (error) => logger.error('An EIP-1193 listener failed', error),
    }))

  const owner: CreateWalletConnectSessionReturnType = {
    getSession: () => state.current && toWalletConnectSession(state.current),

    async connect({ namespaces, onUri }) {
      const optionalNamespaces = toProposal(namespaces)
      const session = await propose(
        proposals,
        onUri,
        (signClient) => signClient.connect({ optionalNamespaces }),
        (approved) => approved,
      )
      return toWalletConnectSession(session)
    },

    async authenticate({ namespaces, request, onUri }) {
      const optionalNamespaces = toProposal(namespaces)
      const { session, auths } = await propose(
        proposals,
        onUri,
        (signClient) =>
          signClient.authenticate({
            ...request,
            methods: request.methods ?? [],
            optionalNamespaces,
          }),
        (approved) => approved.session,
      )
      return { session: toWalletConnectSession(session), auths: auths.map(toAuth) }
    },

    restore: () => restoreSession(proposals),

    disconnect: (topic) => endSession(proposals, topic),

    async request<result>({ method, params, chainId }: WalletConnectRequestParameters) {
      const started = client.started()
      const signClient = started && (await started)
      const { current } = state
      if (!signClient || !current) throw new WalletConnectConnectorNotFoundError()
      return signClient.request<result>({
        topic: current.topic,
        chainId,
        request: { method, params },
      })
    },

    on: emitter.on,

    getProvider: (namespace) => namespaceProviders().getProvider(namespace),
    getEip155Provider: () => namespaceProviders().getEip155Provider(),

    async close() {
      await client.close()
      state.restored = undefined
      state.current = undefined
    },
  }
  return owner
}

/** The owner's session, and its restore in progress or done. */
type OwnerState = { current: Session | undefined; restored: Promise<void> | undefined }

/** What a proposal (connect, authenticate) works with. */
type Proposals = {
  client: SignClientLoader
  state: OwnerState
  /** connect/authenticate calls: only the latest one's session becomes the session. */
  calls: Latest
  logger: Logger
}

/** Loads the client and returns the session an earlier page kept, if any (restored once). */
async function restoreSession({ client, state }: Proposals) {
  state.restored ??= (async () => {
    const sessions = await (await client.get()).restore()
    state.current ??= sessions.at(-1)
  })().catch((error: unknown) => {
    state.restored = undefined
    throw error
  })
  await state.restored
  return state.current && toWalletConnectSession(state.current)
}

/** Ends the session, or the one with `topic`; nothing when there is none or no client started. */
async function endSession({ client, state, logger }: Proposals, topic: string | undefined) {
  const { current } = state
  const session = topic === undefined || topic === current?.topic ? current : undefined
  const started = client.started()
  if (!started || (!session && topic === undefined)) return
  if (session) state.current = undefined
  const signClient = await started
  await signClient
    .disconnect({ topic: session?.topic ?? topic ?? '' })
    .catch((error: unknown) => logger.warn('Ending the WalletConnect session failed', error))
}

/**
 * Proposes a session (`pair`), tells `onUri` the pairing URI (with when it counts as expired) and
 * waits for the wallet's answer; its session becomes the session unless a newer proposal started
 * meanwhile: then that session is ended and 'A newer WalletConnect attempt replaced this one.'
 * thrown.
 */
async function propose<answer>(
  { client, state, calls, logger }: Proposals,
  onUri: WalletConnectConnectParameters['onUri'],
  pair: (signClient: SignClient) => Promise<{ uri: string; approval: Promise<answer> }>,
  sessionOf: (answer: answer) => Session,
): Promise<answer> {
  const turn = calls.begin()
  const signClient = await client.get()
  state.current = undefined
  const { uri, approval } = await pair(signClient)
  try {
    onUri?.(uri, Date.now() + PAIRING_EXPIRY_MS)
  } catch (error) {
    logger.error('onUri failed', error)
  }
  const answer = await approval
  const session = sessionOf(answer)
  if (turn.isCurrent()) {
    state.current = session
    return answer
  }
  await signClient.disconnect({ topic: session.topic }).catch(() => undefined)
  throw new WalletConnectConnectorNotFoundError('A newer WalletConnect attempt replaced this one.')
}

/** The namespaces of a proposal, as the sign client takes them. */
function toProposal(namespaces: WalletConnectNamespaces) {
  return Object.fromEntries(
    Object.entries(namespaces).map(([namespace, request]) => [
      namespace,
      { chains: request.chains, methods: request.methods, events: request.events },
    ]),
  )
}

/** One signed CACAO of a one-click auth, with its chain and address read from its issuer. */
function toAuth({
  cacao,
  message,
}: Awaited<
  Awaited<ReturnType<SignClient['authenticate']>>['approval']
>['auths'][number]): WalletConnectAuthenticateReturnType['auths'][number] {
  // iss is a did:pkh: `did:pkh:eip155:31337:0xf39F…`.
  const [, , namespace, reference, address = ''] = cacao.p.iss.split(':')
  const chainId = `${namespace}:${reference}` as CaipNetworkId
  return { cacao, message, signature: cacao.s.s, chainId, address }
}
