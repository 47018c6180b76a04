import { createApiClient } from '../../api/createApiClient.js'
import type { LatchContext } from '../../client/context.js'
import { ErrorMessages } from '../../errors/messages.js'
import {
  AUTH_FRAME_LOAD_TIMEOUT_MS,
  AUTH_FRAME_REQUEST_TIMEOUT_MS,
} from '../../featureConstants.js'
import { showAlertOnce } from '../../flows/toast.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { fetchAllowedOrigins, isOriginAllowed } from '../hostedData/fetchProjectConfig.js'
import { showApproval } from './approvals.js'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import { AuthFrameError, createFrameChannel } from './createFrameChannel.js'
import { createSessionApi, type SessionState } from './createSessionApi.js'
import { frameInit } from './frameNetworks.js'
import { type AuthFrameEvent, authFrameSessionSchema, toAuthFrameUrl } from './frameProtocol.js'
import { storeSocialProviders } from './social/storeSocialProviders.js'
import type { AuthSession } from './types.js'
import { watchFrameSettings } from './watchFrameSettings.js'

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
  const state: SessionState = { session: null }
  const onEvent = (event: AuthFrameEvent) => {
    if (event.event === 'approvalRequired') showApproval(context)
    else if (event.event === 'unverifiedDomain') showUnverifiedDomain(context)
    else if (event.event === 'chainChanged') {
      wallet.emit('chainChanged', `0x${event.chainId.toString(16)}`)
      // The smart account may be deployed on one chain and not another.
      state.resyncAccounts?.()
    } else if (event.event === 'accountsChanged') {
      wallet.emit('accountsChanged', event.accounts)
      state.resyncAccounts?.()
    } else if (event.event === 'sessionEnded') {
      state.session = null
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
  const { networks, accountType, solanaNetworks } = frameInit(context)
  try {
    const restored = await channel.request({
      type: 'init',
      networks,
      chainId: typeof chainId === 'number' ? chainId : (networks[0]?.chainId ?? 1),
      accountType,
      ...(solanaNetworks.length > 0 ? { solanaNetworks } : {}),
    })
    const answer = restored as { session?: unknown; socials?: unknown; passkeys?: unknown } | null
    const parsed = authFrameSessionSchema.safeParse(answer?.session)
    state.session = parsed.success ? parsed.data : null
    storeSocialProviders(context, answer?.socials)
    // Whether the auth server has passkeys and this browser can use them (a frame without the
    // answer offers none).
    stores.auth.setState({ passkeysOffered: answer?.passkeys === true })
  } catch (error) {
    channel.close()
    stores.auth.setState({ frameUrl: undefined, frameVisible: false })
    throw error
  }
  return createSessionApi(context, {
    channel,
    state,
    unwatch: watchFrameSettings(context, channel),
  })
}
