import type { LatchContext } from '../../client/context.js'
import { ErrorMessages } from '../../errors/messages.js'
import {
  AUTH_FRAME_LOAD_TIMEOUT_MS,
  AUTH_FRAME_REQUEST_TIMEOUT_MS,
} from '../../featureConstants.js'
import { showAlertOnce } from '../../flows/toast.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { showApproval } from './approvals.js'
import { checkAuthProject } from './checkAuthProject.js'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import { AuthFrameError, createFrameChannel } from './createFrameChannel.js'
import { createSessionApi, type SessionState } from './createSessionApi.js'
import { frameInit } from './frameNetworks.js'
import { type AuthFrameEvent, authFrameSessionSchema, toAuthFrameUrl } from './frameProtocol.js'
import { storeSocialProviders } from './social/storeSocialProviders.js'
import type { AuthSession } from './types.js'
import { watchFrameSettings } from './watchFrameSettings.js'

/** The auth project the frame is asked for when `auth.projectId` is not set (the server's default). */
export const DEFAULT_AUTH_PROJECT_ID = 'default'

/**
 * With the embedded wallet on, the auth project must exist and list this page's origin among its
 * allowed origins, which the auth server answers (`checkAuthProject`); else no frame and, at once,
 * the alert: 'invalid app configuration' for a project the server does not know, 'unverified
 * domain' for an origin it does not allow. An unreachable server (or another answer) is left to
 * the frame's own load failure.
 * @throws {AuthFrameError} 'invalid app configuration' or 'unverified domain' (code 4100).
 */
async function checkAllowedOrigin(
  context: LatchContext,
  parameters: { authUrl: string; projectId: string },
): Promise<void> {
  const check = await checkAuthProject({ ...parameters, origin: location.origin }).catch(
    (error) => {
      context.logger.warn('The auth server did not say which origins it allows', error)
      return 'allowed' as const
    },
  )
  if (check === 'allowed') return
  if (check === 'unverifiedDomain') showUnverifiedDomain(context)
  else
    showAlertOnce(context, {
      type: 'INVALID_APP_CONFIGURATION',
      message: { key: 'error.invalidAppConfiguration' },
      variant: 'error',
    })
  throw new AuthFrameError({
    code: 4100,
    message:
      check === 'unverifiedDomain'
        ? ErrorMessages.unverifiedDomain
        : ErrorMessages.invalidAppConfiguration,
  })
}

/** 'unverified domain': the embedded wallet refuses this page's origin. */
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
  // The auth server's project, never the hosted `projectId` (WalletConnect, the hosted API).
  const projectId = options.auth?.projectId ?? DEFAULT_AUTH_PROJECT_ID
  const frameUrl = toAuthFrameUrl({ authUrl, projectId, origin: location.origin })
  await checkAllowedOrigin(context, { authUrl, projectId })
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
