import {
  type AuthFrameEvent,
  type AuthFrameMessage,
  type AuthFrameRequest,
  type AuthFrameSession,
  authFrameRequestSchema,
} from '@latch/core/auth-frame'
import type { Address } from 'viem'
import {
  type ApprovalPresenter,
  createApprovalQueue,
  type PendingApproval,
} from '../approval/createApprovalQueue.js'
import { AuthFrameError, errorCodes, toErrorBody } from '../errors/AuthFrameError.js'
import { type SigningShares, withSigningAccount } from '../keys/withSigningAccount.js'
import { createEip1193Handler, type Eip1193Handler } from '../rpc/createEip1193Handler.js'
import { createNetworkClients } from '../rpc/createNetworkClients.js'
import { executeUnsafeRequest } from '../rpc/executeUnsafeRequest.js'

/** What the frame handler needs of the login state (see `createSessionManager`). */
export type FrameSession = {
  current(): AuthFrameSession | null
  restore(): Promise<AuthFrameSession | null>
  sendCode(email: string): Promise<{ expiresAt: string }>
  verifyCode(email: string, code: string): Promise<AuthFrameSession>
  signingShares(): Promise<SigningShares>
  signOut(): Promise<void>
}

type EventBody = AuthFrameEvent extends infer event
  ? event extends AuthFrameEvent
    ? Omit<event, 'latch' | 'type'>
    : never
  : never

/**
 * The frame's side of the host ↔ frame protocol (`@latch/core` frameProtocol): parses each
 * message with `authFrameRequestSchema` (anything else is ignored), answers each request with one
 * response of the same `id`, and posts events (`approvalRequired`, `approvalSettled`,
 * `chainChanged`, `accountsChanged`, `sessionEnded`).
 *
 * @param parameters.post - Posts a message to the verified host origin only.
 * @param parameters.session - The login state.
 * @param parameters.presenter - The approval UI.
 * @param parameters.setTheme - Applies the host's `theme` to the frame's page.
 */
export function createAuthFrameHandler(parameters: {
  post: (message: AuthFrameMessage) => void
  session: FrameSession
  presenter: ApprovalPresenter
  setTheme: (mode: 'light' | 'dark') => void
}) {
  const { post, session, presenter, setTheme } = parameters
  let wallet: Eip1193Handler | undefined

  const emit = (event: EventBody) =>
    post({ latch: 'auth', type: 'event', ...event } as AuthFrameMessage)
  const address = () => session.current()?.address as Address | undefined

  async function execute(pending: PendingApproval): Promise<unknown> {
    return withSigningAccount(await session.signingShares(), (account) =>
      executeUnsafeRequest(pending.request, account, pending.network),
    )
  }

  const queue = createApprovalQueue({ execute, presenter, emit: (event) => emit({ event }) })

  async function answer(request: AuthFrameRequest): Promise<unknown> {
    switch (request.type) {
      case 'init': {
        wallet = createEip1193Handler({
          networks: createNetworkClients(request.networks),
          chainId: request.chainId,
          address,
          enqueue: queue.enqueue,
          onChainChanged: (chainId) => emit({ event: 'chainChanged', chainId }),
        })
        return { session: await session.restore() }
      }
      case 'sendCode':
        return session.sendCode(request.email)
      case 'verifyCode': {
        const signedIn = await session.verifyCode(request.email, request.code)
        emit({ event: 'accountsChanged', accounts: [signedIn.address] })
        return signedIn
      }
      case 'request':
        if (!wallet)
          throw new AuthFrameError(errorCodes.disconnected, 'The frame is not initialized.')
        return wallet.request(request.method, request.params)
      case 'rejectPending':
        queue.rejectAll()
        return null
      case 'signOut':
        queue.rejectAll()
        await session.signOut()
        emit({ event: 'accountsChanged', accounts: [] })
        return null
      case 'theme':
        setTheme(request.mode)
        return null
    }
  }

  return {
    /** Posts `ready`: the host origin was checked, requests may follow. */
    ready(): void {
      emit({ event: 'ready' })
    },

    /** Handles one message from the verified host (untrusted data; invalid ones are ignored). */
    handle(data: unknown): void {
      const parsed = authFrameRequestSchema.safeParse(data)
      if (!parsed.success) return
      const { id } = parsed.data
      answer(parsed.data).then(
        (result) => post({ latch: 'auth', type: 'response', id, ok: true, result: result ?? null }),
        (error: unknown) =>
          post({ latch: 'auth', type: 'response', id, ok: false, error: toErrorBody(error) }),
      )
    },

    /** The server ended the session: pending requests are rejected and the host is told. */
    sessionEnded(): void {
      queue.rejectAll()
      emit({ event: 'sessionEnded' })
      emit({ event: 'accountsChanged', accounts: [] })
    },
  }
}
