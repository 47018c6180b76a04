import { vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { LatchEvent } from '../../events/createEventBus.js'
import { solanaDevnet } from '../../networks/solana.js'
import type { LatchOptions, ThemeMode } from '../../options/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import type { EmbeddedWalletProvider } from './createEmbeddedWallet.js'
import type { AuthFrameRequest } from './frameProtocol.js'
import { embeddedWalletFeature } from './index.js'
import { requestEmailCode } from './requestEmailCode.js'

// Fixtures of the embedded wallet's unit tests (not shipped: only tests import it).

type RemoteFeaturesOption = LatchOptions['remoteFeatures']

/** A message the host posted to the frame, with the target origin it named. */
export type PostedMessage = { data: AuthFrameRequest; targetOrigin: string }

/** How a test answers one request: `{ result }`, `{ error }`, or nothing (no answer yet). */
export type FrameAnswer =
  | { result: unknown }
  | {
      error: { code: number; message: string; reason?: string; attemptsLeft?: number }
    }
  | undefined

/**
 * A stand-in for the secure auth frame in happy-dom, which would otherwise fetch the iframe's
 * cross-origin page: every iframe gets a fake `contentWindow` once it has a parent (`container`,
 * kept out of the document so nothing loads), whose `postMessage` is recorded and may be answered
 * by `answer`. The frame's side posts back with `post`, `respond` and `emit`, as
 * `MessageEvent`s on `window` from `frameOrigin` whose `source` is that fake window.
 * Call inside a happy-dom test; `vi.restoreAllMocks()` undoes it.
 */
export function createFakeAuthFrame(parameters: {
  frameOrigin: string
  container: HTMLElement
  answer?: (request: AuthFrameRequest) => FrameAnswer
}) {
  const windows = new WeakMap<HTMLIFrameElement, Window>()
  const posted: PostedMessage[] = []
  const answered = new Set<string>()
  const frame = {
    posted,
    answer: parameters.answer ?? (() => undefined),
    /** The iframe in `container`, once placed. */
    iframe: () => parameters.container.querySelector('iframe'),
    /** The fake window of the iframe in `container` (`null` before it is placed). */
    window: (): Window | null => frame.iframe()?.contentWindow ?? null,
    /** The requests posted so far, without the target origin. */
    requests: () => posted.map(({ data }) => data),
    /** The requests of `type` the frame has not answered yet, oldest first. */
    waiting: (type: AuthFrameRequest['type']) =>
      posted.flatMap(({ data }) => (data.type === type && !answered.has(data.id) ? [data] : [])),
    /** Posts `data` to the host as the frame (or as `init.source`, from `init.origin`). */
    post(data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: init.origin ?? parameters.frameOrigin,
          source: init.source === undefined ? frame.window() : init.source,
        }),
      )
    },
    respond(id: string, answer: NonNullable<FrameAnswer>) {
      answered.add(id)
      frame.post(
        'result' in answer
          ? { latch: 'auth', type: 'response', id, ok: true, result: answer.result }
          : { latch: 'auth', type: 'response', id, ok: false, error: answer.error },
      )
    },
    emit(event: string, extra: Record<string, unknown> = {}) {
      frame.post({ latch: 'auth', type: 'event', event, ...extra })
    },
  }
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    if (!this.parentNode) return null
    let contentWindow = windows.get(this)
    if (!contentWindow) {
      const postMessage = (data: AuthFrameRequest, targetOrigin: string) => {
        posted.push({ data, targetOrigin })
        const answer = frame.answer(data)
        // Asynchronously, as a real frame answers.
        if (answer) queueMicrotask(() => frame.respond(data.id, answer))
      }
      contentWindow = { postMessage } as unknown as Window
      windows.set(this, contentWindow)
    }
    return contentWindow
  })
  return frame
}

/** Lets queued promise callbacks and microtasks run (fake timers do not advance). */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve()
}

/** The auth server of the client tests. */
export const authUrl = 'https://auth.example'

/** The address the fake frame's wallet has. */
export const frameAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * The fake frame's answers when a test scripts none: no stored session, anvil's chain id, the
 * wallet's one EOA (`getAccounts`).
 * `awaitLogin` is held, as while the user types the code in the frame: a test answers it
 * (`login()` of {@link setUpAuthClient}, or `frame.respond`).
 */
export function defaultAnswer(request: AuthFrameRequest): FrameAnswer {
  if (request.type === 'init') return { result: { session: null } }
  if (request.type === 'sendCode') return { result: { expiresAt: '2030-01-01T00:00:00.000Z' } }
  if (
    request.type === 'rejectPending' ||
    request.type === 'signOut' ||
    request.type === 'theme' ||
    request.type === 'locale'
  ) {
    return { result: null }
  }
  if (request.type === 'request' && request.method === 'eth_chainId') return { result: '0x7a69' }
  if (request.type === 'getAccounts') {
    const accounts = [{ address: frameAddress, type: 'eoa' }]
    return { result: { accountType: 'eoa', accounts, smartAccountDeployed: false } }
  }
  return undefined
}

/** A scripted solana adapter; `embedded()`, the embedded wallet its setup was given. */
function scriptedSolana() {
  const solana = createScriptedAdapter({ namespace: 'solana' })
  let provider: unknown
  solana.adapter.setup = (setup) => {
    provider = setup.embeddedWallet?.getProvider()
  }
  return { ...solana, embedded: () => provider }
}

/** {@link setUpAuthClient}'s parameters. */
export type AuthClientParameters = {
  allowedOrigins?: string[] | null
  /** The auth server's whole answer to the allowed-origins check, instead of `allowedOrigins`. */
  originsResponse?: () => Response
  answer?: (request: AuthFrameRequest) => FrameAnswer
  /** The hosted `projectId` option. */
  projectId?: string
  /** `auth.projectId` (the client then has `auth: { url, projectId }`, not `authUrl`). */
  authProjectId?: string
  themeMode?: ThemeMode
  locale?: string
  remoteFeatures?: RemoteFeaturesOption
  smartAccounts?: LatchOptions['smartAccounts']
  defaultAccountTypes?: LatchOptions['defaultAccountTypes']
  /** Also a scripted solana adapter (`solana`) and Solana Devnet. */
  solana?: boolean
}

/**
 * A Latch client with `authUrl` and a scripted eip155 adapter, the embedded wallet's frame faked
 * ({@link createFakeAuthFrame}) and `fetch` answering the allowed origins (`allowedOrigins`, or a
 * network failure when `null`; or `originsResponse`). The frame loads with `load()`; `provider` is what the adapter gets.
 * Call in a happy-dom test whose page origin is among `allowedOrigins`.
 */
export function setUpAuthClient(parameters: AuthClientParameters = {}) {
  const allowedOrigins =
    parameters.allowedOrigins === undefined ? [location.origin] : parameters.allowedOrigins
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (parameters.originsResponse) return parameters.originsResponse()
    if (!allowedOrigins) throw new TypeError('Failed to fetch')
    return Response.json({ allowedOrigins })
  })
  vi.stubGlobal('fetch', fetchMock)
  const container = document.createElement('div')
  const frame = createFakeAuthFrame({
    frameOrigin: new URL(authUrl).origin,
    container,
    answer: parameters.answer ?? defaultAnswer,
  })
  const scripted = createScriptedAdapter()
  scripted.script.connect = { value: { address: frameAddress, chainId: 31337 } }
  const connect = vi.spyOn(scripted.adapter, 'connect')
  let provider: EmbeddedWalletProvider | undefined
  scripted.adapter.setup = (setup) => {
    provider = setup.embeddedWallet?.getProvider() as EmbeddedWalletProvider | undefined
  }
  const solana = parameters.solana ? scriptedSolana() : undefined
  const client = createLatchClient({
    networks: solana ? [anvil, solanaDevnet] : [anvil],
    adapters: solana ? [scripted.adapter, solana.adapter] : [scripted.adapter],
    ...(parameters.authProjectId
      ? { auth: { url: authUrl, projectId: parameters.authProjectId } }
      : { authUrl }),
    projectId: parameters.projectId,
    themeMode: parameters.themeMode,
    locale: parameters.locale,
    remoteFeatures: parameters.remoteFeatures,
    smartAccounts: parameters.smartAccounts,
    defaultAccountTypes: parameters.defaultAccountTypes,
  })
  client.setAuthFrameContainer(container)
  const events: LatchEvent[] = []
  client.subscribeEvents((event) => events.push(event))
  if (!provider) throw new Error('The adapter got no embedded wallet')
  const wallet = provider
  return {
    client,
    frame,
    fetchMock,
    scripted,
    /** The scripted solana adapter (with `solana: true`) and the embedded wallet it was given. */
    solana,
    solanaProvider: solana?.embedded(),
    connect,
    container,
    events,
    provider: wallet,
    /** The email form's submit: sends a code to `email` (see `requestEmailCode`). */
    sendEmailCode: (email: string) =>
      requestEmailCode(getClientContext(client), embeddedWalletFeature, email),
    /** Loads the frame (a first `eth_chainId`), the frame saying `ready` once it is placed. */
    async load() {
      await client.ready
      const chainId = wallet.request({ method: 'eth_chainId' })
      // The first load also imports the embedded wallet's chunk: slow on a busy machine.
      await vi.waitFor(
        () => {
          if (!frame.iframe()) throw new Error('no iframe yet')
        },
        { timeout: 5000 },
      )
      frame.emit('ready')
      await chainId
    },
    /**
     * The frame answers the waiting `awaitLogin` (the user typed the right code in it) with
     * `answer`, by default alice@example.org's session with {@link frameAddress}; then lets the
     * host's login settle.
     */
    async login(
      answer: NonNullable<FrameAnswer> = {
        result: { email: 'alice@example.org', address: frameAddress },
      },
    ) {
      const [waiting] = frame.waiting('awaitLogin')
      if (!waiting) throw new Error('No awaitLogin waits')
      frame.respond(waiting.id, answer)
      await flush(30)
    },
  }
}

/** The clients {@link setUpLoadedAuthClient} made, destroyed by {@link cleanUpAuthClients}. */
const clientsToDestroy: (() => void)[] = []

/** Has {@link cleanUpAuthClients} call `destroy` (a test's client) after the test. */
export function destroyAfterTest(destroy: () => void): void {
  clientsToDestroy.push(destroy)
}

/** {@link setUpAuthClient}, its frame loaded; {@link cleanUpAuthClients} destroys its client. */
export async function setUpLoadedAuthClient(
  parameters: Parameters<typeof setUpAuthClient>[0] = {},
) {
  const set = setUpAuthClient(parameters)
  destroyAfterTest(set.client.destroy)
  await set.load()
  return set
}

/** Each test's clean-up (`afterEach`): destroys the clients, restores timers, mocks, globals, storage. */
export function cleanUpAuthClients(): void {
  for (const destroy of clientsToDestroy.splice(0)) destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
}
