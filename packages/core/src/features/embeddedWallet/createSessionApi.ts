import type { LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import { UNSAFE_METHOD_TOAST_DELAY_MS } from '../../featureConstants.js'
import { openModal } from '../../flows/modal.js'
import { showToast } from '../../flows/toast.js'
import { createAccountResync, registerSession } from './accountSync.js'
import { settleApproval, watchApprovalExit } from './approvals.js'
import { AuthFrameError, type FrameChannel } from './createFrameChannel.js'
import { awaitEmailLogin, sendEmailCode } from './emailLogin.js'
import { farcasterRequests } from './farcaster/farcasterRequests.js'
import {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  type AuthFrameAccounts,
  type AuthFrameSession,
  authFrameAccountsSchema,
} from './frameProtocol.js'
import { passkeyRequests } from './passkeys/passkeyRequests.js'
import { applyLogin } from './social/applyLogin.js'
import { socialRequests } from './social/socialRequests.js'
import type { AuthSession } from './types.js'
import { watchFrameExit } from './watchViewExit.js'

/**
 * What the session and the frame's events share: the signed-in user, once the frame said who;
 * `resyncAccounts`, set by the session, reads the accounts again (after `accountsChanged`).
 */
export type SessionState = { session: AuthFrameSession | null; resyncAccounts?: () => void }

/**
 * Reads the frame's accounts answer.
 * @throws {AuthFrameError} -32603 'The auth frame answered accounts Latch cannot read'.
 */
function toAccounts(answer: unknown): AuthFrameAccounts {
  const parsed = authFrameAccountsSchema.safeParse(answer)
  if (parsed.success) return parsed.data
  throw new AuthFrameError({
    code: -32603,
    message: 'The auth frame answered accounts Latch cannot read',
  })
}

/**
 * A method off the allow-list opens the modal, shows 'Action not allowed' after 300 ms
 * and is refused.
 * @throws {AuthFrameError} Always: code 4200 'Requested RPC call is not allowed'.
 */
function refuse(context: LatchContext, method: string): never {
  context.logger.warn(`The embedded wallet refused ${method}: not on the allow-list`)
  if (!context.stores.modal.getState().open) void openModal(context)
  const timer = setTimeout(() => {
    context.timers.delete(timer)
    showToast(context, { message: { key: 'error.actionNotAllowed' }, variant: 'error' })
  }, UNSAFE_METHOD_TOAST_DELAY_MS)
  context.timers.add(timer)
  throw new AuthFrameError({ code: 4200, message: ErrorMessages.rpcNotAllowed })
}

/** Whether any namespace of `connectorIds` is connected through the embedded wallet. */
const onAuth = (connectorIds: object) => Object.values(connectorIds).includes(AUTH_CONNECTOR_ID)

/**
 * "Disconnect" logs out: `signOut` once no namespace is connected through the embedded wallet any
 * more (eip155 leaving alone keeps the session while solana uses it); once it becomes eip155's
 * connection (a login, a restore after reload), `resync` reads its accounts.
 * @returns Stops watching.
 */
function watchConnection(
  context: LatchContext,
  parameters: { signOut(): void; resync(): void },
): () => void {
  return context.stores.connection.subscribe((state, previous) => {
    if (onAuth(previous.connectorIds) && !onAuth(state.connectorIds)) parameters.signOut()
    else if (
      state.connectorIds.eip155 === AUTH_CONNECTOR_ID &&
      previous.connectorIds.eip155 !== AUTH_CONNECTOR_ID
    )
      parameters.resync()
  })
}

/**
 * The {@link AuthSession} over a frame that answered `init`: requests under the allow-list
 * (unsafe ones wait for the user's approval in the frame), the email, social and passkey logins,
 * adding a passkey, sign-out; it rejects the frame's pending requests when the user leaves the
 * approval, the login or the passkey views, and signs out when
 * the embedded wallet stops being eip155's connection.
 * @param parameters.unwatch - Stops what else watches for the frame (called by `destroy`).
 */
export function createSessionApi(
  context: LatchContext,
  parameters: { channel: FrameChannel; state: SessionState; unwatch(): void },
): AuthSession {
  const { channel, state } = parameters
  let unsafePending = 0
  let loginPending = false
  // Whether one of the requests waiting together succeeded: the balance is refreshed when they
  // settle, whatever the last one did.
  let approvedWhilePending = false
  const rejectPending = () => {
    channel.request({ type: 'rejectPending' }).catch((error) => {
      context.logger.warn('The auth frame did not reject its pending requests', error)
    })
  }
  const unwatchExit = watchApprovalExit(context, {
    isPending: () => unsafePending > 0,
    reject: rejectPending,
  })
  // Leaving Confirm Email while a login waits: the frame rejects `awaitLogin` and drops its form.
  const unwatchLogin = watchFrameExit(context, ['ConfirmEmail'], {
    isPending: () => loginPending,
    reject: rejectPending,
  })
  const passkeys = passkeyRequests(context, { channel, state, reject: rejectPending })
  const resync = createAccountResync(context, () => authSession)
  state.resyncAccounts = () => void resync()
  const unwatchConnection = watchConnection(context, {
    signOut: () => void authSession.signOut(),
    resync: () => void resync(),
  })

  const authSession: AuthSession = {
    async request(method, params) {
      if (context.options.enableAuthLogger) context.logger.info('Embedded wallet request', method)
      // wagmi's disconnect revokes the site's permissions (MIP-2): for the embedded wallet that is
      // the logout, which the connection watcher does; nothing to ask the frame.
      if (method === 'wallet_revokePermissions') return null
      if (AUTH_SAFE_METHODS.includes(method)) {
        return channel.request({ type: 'request', method, params })
      }
      if (!AUTH_UNSAFE_METHODS.includes(method)) return refuse(context, method)
      unsafePending++
      try {
        const result = await channel.request({ type: 'request', method, params }, { untimed: true })
        approvedWhilePending = true
        return result
      } finally {
        unsafePending--
        if (unsafePending === 0) {
          settleApproval(context, { success: approvedWhilePending })
          // A send may have deployed (or upgraded) the smart account.
          if (approvedWhilePending) void resync()
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
          if (result.ok) state.session = result.session
        })
      }
      return sent
    },
    ...socialRequests(context, { channel, state }),
    ...farcasterRequests(context, { channel, state }),
    ...passkeys.requests,
    applyLogin: (namespace) => applyLogin(context, { namespace, session: state.session }),
    setAccountType: async (accountType) =>
      toAccounts(await channel.request({ type: 'setAccountType', accountType })),
    getAccounts: async () => toAccounts(await channel.request({ type: 'getAccounts' })),
    getSession: () => state.session,
    async signOut() {
      if (!state.session) return
      state.session = null
      await channel.request({ type: 'signOut' }).catch((error) => {
        context.logger.warn('Signing out of the embedded wallet failed', error)
      })
    },
    destroy() {
      parameters.unwatch()
      unwatchExit()
      unwatchLogin()
      passkeys.unwatch()
      unwatchConnection()
      channel.close()
    },
  }
  registerSession(context, authSession)
  return authSession
}
