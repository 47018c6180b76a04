import { createApiClient } from '../../api/createApiClient.js'
import type { LatchContext } from '../../client/context.js'
import {
  AUTH_CONNECTOR_ID,
  AUTH_FRAME_LOAD_TIMEOUT_MS,
  AUTH_FRAME_REQUEST_TIMEOUT_MS,
  UNSAFE_METHOD_TOAST_DELAY_MS,
} from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import { openModal } from '../../flows/modal.js'
import { showAlertOnce, showToast } from '../../flows/toast.js'
import type { ThemeMode } from '../../options/types.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { fetchAllowedOrigins, isOriginAllowed } from '../hostedData/fetchProjectConfig.js'
import { settleApproval, showApproval, watchApprovalExit } from './approvals.js'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import { AuthFrameError, createFrameChannel } from './createFrameChannel.js'
import { awaitEmailLogin, sendEmailCode, watchLoginExit } from './emailLogin.js'
import {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  type AuthFrameEvent,
  type AuthFrameNetwork,
  type AuthFrameSession,
  authFrameSessionSchema,
  toAuthFrameUrl,
} from './frameProtocol.js'
import type { AuthSession } from './types.js'

/** The project id the frame is asked for when the integrator set none (a self-hosted server's). */
export const DEFAULT_AUTH_PROJECT_ID = 'default'

/**
 * Spec §5: with the embedded wallet on, this page's origin must be among the project's allowed
 * origins, which the auth server answers; else no frame and the 'unverified domain' alert (spec §8):
 * the server that holds the keys did not verify this domain. ('invalid app configuration' is the
 * hosted project config's refusal, `loadHostedData`.) An unreachable server is left to the frame's
 * own load failure.
 * @throws {AuthFrameError} 'unverified domain' (code 4100) when the origin is not allowed.
 */
async function checkAllowedOrigin(
  context: LatchContext,
  parameters: { authUrl: string; projectId: string },
): Promise<void> {
  const api = createApiClient({ baseUrl: parameters.authUrl, projectId: parameters.projectId })
  const origins = await fetchAllowedOrigins(api).catch((error) => {
    context.logger.warn('The auth server did not say which origins it allows', error)
    return undefined
  })
  if (!origins || isOriginAllowed(location.origin, origins)) return
  showUnverifiedDomain(context)
  throw new AuthFrameError({ code: 4100, message: ErrorMessages.unverifiedDomain })
}

/** Spec §8 'unverified domain': the embedded wallet refuses this page's origin. */
function showUnverifiedDomain(context: LatchContext): void {
  showAlertOnce(context, {
    type: 'UNVERIFIED_DOMAIN',
    message: { key: 'error.unverifiedDomain' },
    variant: 'error',
  })
}

function frameNetworks(context: LatchContext): AuthFrameNetwork[] {
  const networks = getChainState(context.stores, 'eip155')?.networkState.requestedCaipNetworks ?? []
  return networks.flatMap((network) => {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (typeof network.id !== 'number' || !rpcUrl) return []
    const { symbol, decimals } = network.nativeCurrency
    return [
      { chainId: network.id, name: network.name, rpcUrl, nativeCurrency: { symbol, decimals } },
    ]
  })
}

/**
 * Loads the secure frame and makes the {@link AuthSession} (the auth chunk's entry). The frame's
 * `init` restores a stored login without a new code.
 * @throws {AuthFrameError} When the frame does not load or answer `init` (the caller shows 'A
 *   problem occurred while trying initialize authentication').
 */
export async function createAuthSession(
  context: LatchContext,
  wallet: EmbeddedWallet,
): Promise<AuthSession> {
  const { stores, options } = context
  const authUrl = options.authUrl
  if (!authUrl) throw new AuthFrameError({ code: 4900, message: 'No authUrl is configured' })
  const frameUrl = toAuthFrameUrl({
    authUrl,
    projectId: options.projectId ?? DEFAULT_AUTH_PROJECT_ID,
    origin: location.origin,
  })
  await checkAllowedOrigin(context, {
    authUrl,
    projectId: options.projectId ?? DEFAULT_AUTH_PROJECT_ID,
  })
  stores.auth.setState({ frameUrl })
  let session: AuthFrameSession | null = null
  let unsafePending = 0
  let loginPending = false
  // Whether one of the requests waiting together succeeded: the balance is refreshed when they
  // settle, whatever the last one did.
  let approvedWhilePending = false
  const onEvent = (event: AuthFrameEvent) => {
    if (event.event === 'approvalRequired') showApproval(context)
    else if (event.event === 'unverifiedDomain') showUnverifiedDomain(context)
    else if (event.event === 'chainChanged')
      wallet.emit('chainChanged', `0x${event.chainId.toString(16)}`)
    else if (event.event === 'accountsChanged') wallet.emit('accountsChanged', event.accounts)
    else if (event.event === 'sessionEnded') {
      session = null
      wallet.emit('disconnect', { code: 4900, message: 'The embedded wallet session ended' })
    }
  }
  const channel = createFrameChannel({
    frameUrl,
    container: wallet.container(),
    loadTimeout: AUTH_FRAME_LOAD_TIMEOUT_MS,
    requestTimeout: AUTH_FRAME_REQUEST_TIMEOUT_MS,
    logger: context.logger,
    onTrace: options.enableAuthLogger ? (line) => context.logger.info(line) : undefined,
    onEvent,
    onLoadFailed: () =>
      showAlertOnce(context, {
        type: 'IFRAME_LOAD_FAILED',
        message: { key: 'error.iframeLoadFailed' },
        variant: 'error',
      }),
    onRequestTimeout: () =>
      showAlertOnce(context, {
        type: 'IFRAME_REQUEST_TIMEOUT',
        message: { key: 'error.iframeRequestTimeout' },
        variant: 'error',
      }),
  })
  const chainId = getChainState(stores, 'eip155')?.networkState.caipNetwork?.id
  try {
    const restored = await channel.request({
      type: 'init',
      networks: frameNetworks(context),
      chainId: typeof chainId === 'number' ? chainId : (frameNetworks(context)[0]?.chainId ?? 1),
    })
    const parsed = authFrameSessionSchema.safeParse((restored as { session?: unknown })?.session)
    session = parsed.success ? parsed.data : null
  } catch (error) {
    channel.close()
    stores.auth.setState({ frameUrl: undefined, frameVisible: false })
    throw error
  }

  const rejectPending = () => {
    channel.request({ type: 'rejectPending' }).catch((error) => {
      context.logger.warn('The auth frame did not reject its pending requests', error)
    })
  }
  // The frame shows its approval inside the modal: it takes Latch's theme mode when one is set
  // (without one, both follow `prefers-color-scheme`).
  const sendTheme = (mode: ThemeMode | undefined) => {
    if (!mode) return
    channel.request({ type: 'theme', mode }).catch((error) => {
      context.logger.warn('The auth frame did not take the theme', error)
    })
  }
  sendTheme(stores.theme.getState().themeMode)
  const unwatchTheme = stores.theme.subscribe((state, previous) => {
    if (state.themeMode !== previous.themeMode) sendTheme(state.themeMode)
  })
  // Its texts (code form, approval) are in the modal's language: the frame resolves the requested
  // locale (else the browser's) among its own catalogues, as the views do.
  const sendLocale = (requested: string | undefined) => {
    // Its language, script and region (`en-US-u-ca-gregory` → `en-US`): all the frame resolves by.
    let tag = requested
    try {
      if (requested) tag = new Intl.Locale(requested).baseName
    } catch {}
    channel.request({ type: 'locale', tag }).catch((error) => {
      context.logger.warn('The auth frame did not take the locale', error)
    })
  }
  sendLocale(stores.locale.getState().locale)
  const unwatchLocale = stores.locale.subscribe((state, previous) => {
    if (state.locale !== previous.locale) sendLocale(state.locale)
  })
  const unwatchExit = watchApprovalExit(context, {
    isPending: () => unsafePending > 0,
    reject: rejectPending,
  })
  const unwatchLogin = watchLoginExit(context, {
    isPending: () => loginPending,
    reject: rejectPending,
  })
  // "Disconnect" logs out: the embedded wallet stops being eip155's connection.
  const unwatchConnection = stores.connection.subscribe((state, previous) => {
    if (
      previous.connectorIds.eip155 === AUTH_CONNECTOR_ID &&
      state.connectorIds.eip155 !== AUTH_CONNECTOR_ID
    ) {
      void authSession.signOut()
    }
  })

  const refuse = (method: string): never => {
    context.logger.warn(`The embedded wallet refused ${method}: not on the allow-list`)
    if (!stores.modal.getState().open) void openModal(context)
    const timer = setTimeout(() => {
      context.timers.delete(timer)
      showToast(context, { message: { key: 'error.actionNotAllowed' }, variant: 'error' })
    }, UNSAFE_METHOD_TOAST_DELAY_MS)
    context.timers.add(timer)
    throw new AuthFrameError({ code: 4200, message: ErrorMessages.rpcNotAllowed })
  }

  const authSession: AuthSession = {
    async request(method, params) {
      if (options.enableAuthLogger) context.logger.info('Embedded wallet request', method)
      // wagmi's disconnect revokes the site's permissions (MIP-2): for the embedded wallet that is
      // the logout, which the connection watcher does; nothing to ask the frame.
      if (method === 'wallet_revokePermissions') return null
      if (AUTH_SAFE_METHODS.includes(method)) {
        return channel.request({ type: 'request', method, params })
      }
      if (!AUTH_UNSAFE_METHODS.includes(method)) return refuse(method)
      unsafePending++
      try {
        const result = await channel.request({ type: 'request', method, params }, { untimed: true })
        approvedWhilePending = true
        return result
      } finally {
        unsafePending--
        if (unsafePending === 0) {
          settleApproval(context, { success: approvedWhilePending })
          approvedWhilePending = false
        }
      }
    },
    async sendCode(email) {
      const sent = await sendEmailCode(context, { channel, email })
      // One login waits at a time: a resend keeps the one already waiting.
      if (sent.ok && !loginPending) {
        loginPending = true
        const onAnswer = () => {
          loginPending = false
        }
        void awaitEmailLogin(context, { channel, onAnswer }).then((result) => {
          if (result.ok) session = result.session
        })
      }
      return sent
    },
    getSession: () => session,
    async signOut() {
      if (!session) return
      session = null
      await channel.request({ type: 'signOut' }).catch((error) => {
        context.logger.warn('Signing out of the embedded wallet failed', error)
      })
    },
    destroy() {
      unwatchTheme()
      unwatchLocale()
      unwatchExit()
      unwatchLogin()
      unwatchConnection()
      channel.close()
    },
  }
  return authSession
}
