import {
  type AuthFrameEvent,
  type AuthFrameMessage,
  type AuthFrameRequest,
  type AuthFrameSession,
  authFrameRequestSchema,
} from '@latch/core/auth-frame'
import { type Address, isAddressEqual } from 'viem'
import { type ApprovalPresenter, createApprovalQueue } from '../approval/createApprovalQueue.js'
import { AuthFrameError, errorCodes, toErrorBody, unauthorized } from '../errors/AuthFrameError.js'
import { withSigningAccount } from '../keys/withSigningAccount.js'
import type { LoginPresenter } from '../login/createLoginView.js'
import { createEip1193Handler, type Eip1193Handler } from '../rpc/createEip1193Handler.js'
import { createNetworkClients, type TrustedRpcUrls } from '../rpc/createNetworkClients.js'
import { executeApproval, type QueuedRequest } from '../rpc/executeApproval.js'
import type { SolanaApproval } from '../solana/createSolanaWallet.js'
import { loadSolanaWallet, type SolanaWalletLoader } from '../solana/loadSolanaWallet.js'
import { createCodeLogin } from './createCodeLogin.js'
import { createExclusiveWait } from './createExclusiveWait.js'
import type { FrameSession } from './FrameSession.js'

export type { FrameSession } from './FrameSession.js'

type EventBody = AuthFrameEvent extends infer event
  ? event extends AuthFrameEvent
    ? Omit<event, 'latch' | 'type'>
    : never
  : never

/** The social logins the auth server offers, as `init` answers them. */
type Socials = { id: string; name: string }[]

/**
 * The frame's side of the host ↔ frame protocol (`@latch/core` frameProtocol): parses each
 * message with `authFrameRequestSchema` (anything else is ignored), answers each request with one
 * response of the same `id`, and posts events (`approvalRequired`, `approvalSettled`,
 * `chainChanged`, `accountsChanged`, `sessionEnded`).
 *
 * Login: `sendCode` emails a code and shows the frame's own code form (the host never sees the
 * code); `awaitLogin` answers once the right code was typed there and the wallet is open;
 * `rejectPending` and `signOut` reject it with 4001 and hide the form. The form and the approval
 * view never show together: an approval request hides the form until it is settled.
 *
 * Social login: `startSocial` (refused with 4100 before `init`) starts an attempt; `awaitSocial`
 * answers once it logged in (and posts `accountsChanged`), collected with the completion secret it
 * or `completeSocial` carries; one waits at a time, and `cancelSocial`, `rejectPending` and
 * `signOut` reject it with 4001.
 *
 * Farcaster login: `startFarcaster` (refused with 4100 before `init`) starts an attempt and
 * answers the relay channel's URL; `awaitFarcaster` answers once it logged in (and posts
 * `accountsChanged`); one waits at a time, and `cancelFarcaster`, `rejectPending` and `signOut`
 * reject it with 4001.
 *
 * Passkeys: `init` answers `passkeys` (the server offers them and the browser has WebAuthn).
 * `passkeyLogin` (refused with 4100 before `init`) and `addPasskey` (4100 without a session) show
 * the frame's passkey panel, whose own button starts each prompt; one runs at a time, and
 * `rejectPending` and `signOut` reject it with 4001 and hide the panel.
 *
 * Solana: with `init` Solana networks, `request` answers `solana_*` methods (see
 * `createSolanaWallet`, loaded on first use); the wallet's Solana address is computed at login and
 * restore, its unsafe requests go through the same approval queue.
 *
 * @param parameters.post - Posts a message to the verified host origin only.
 * @param parameters.session - The login state.
 * @param parameters.presenter - The approval UI.
 * @param parameters.login - The one-time code form.
 * @param parameters.setTheme - Applies the host's `theme` to the frame's page.
 * @param parameters.setLocale - Makes the host's `locale` the frame's (resolves once its texts
 *   are loaded); views shown from then on speak it.
 * @param parameters.trustedRpcUrls - Asks the auth server for the project's trusted RPC URLs
 *   (`GET /projects/v1/rpc-urls`), once, at `init`; none are trusted without it.
 * @param parameters.socials - Asks the auth server for its social logins
 *   (`GET /v1/social/providers`) at `init`, which answers `[]` when it fails or is absent.
 */
export function createAuthFrameHandler(parameters: {
  post: (message: AuthFrameMessage) => void
  session: FrameSession
  presenter: ApprovalPresenter
  login: LoginPresenter
  setTheme: (mode: 'light' | 'dark') => void
  setLocale: (tag: string | undefined) => Promise<void>
  trustedRpcUrls?: () => Promise<TrustedRpcUrls>
  socials?: () => Promise<Socials>
}) {
  const { post, session, presenter, setTheme, setLocale } = parameters
  let wallet: Eip1193Handler | undefined
  // The Solana side, loaded on its first use (its code is a chunk of its own).
  let solana: SolanaWalletLoader | undefined
  let approvalShown = false
  // The one awaitSocial, awaitFarcaster and passkey panel waiting, aborted to reject them (4001).
  const socialWait = createExclusiveWait()
  const farcasterWait = createExclusiveWait()
  const passkeyWait = createExclusiveWait()

  const emit = (event: EventBody) =>
    post({ latch: 'auth', type: 'event', ...event } as AuthFrameMessage)
  const address = () => session.current()?.address as Address | undefined

  // Security review L3: the request was checked against `queued.owner` when it was queued; sign
  // only if that is still the signed-in account.
  async function execute(queued: QueuedRequest | SolanaApproval): Promise<unknown> {
    const shares = await session.signingShares()
    if (!isAddressEqual(shares.address, queued.owner))
      throw unauthorized('The signed-in account changed since this request was made.')
    if ('run' in queued) return queued.run(shares)
    const bundles = wallet?.bundles
    if (!bundles) throw unauthorized('The frame is not initialized.')
    return withSigningAccount(shares, (account) => executeApproval(queued, account, bundles))
  }

  /** Tells the host the active account of a new login (the smart account where it is active). */
  // When the smart account's address cannot be read, nothing is posted: the host asks again
  // (getAccounts) rather than being told the EOA is the active account.
  async function announce(signedIn: AuthFrameSession): Promise<void> {
    solana?.knowAddress()
    try {
      const accounts = wallet ? await wallet.accounts() : [signedIn.address]
      emit({ event: 'accountsChanged', accounts })
    } catch (error) {
      console.warn('[Latch auth frame] The smart account address could not be read.', error)
    }
  }

  /** Waits for a login `wait` runs, then tells the host the account. */
  async function signIn(
    wait: ReturnType<typeof createExclusiveWait>,
    login: (signal: AbortSignal) => Promise<AuthFrameSession>,
  ): Promise<AuthFrameSession> {
    const signedIn = await wait.run(login)
    await announce(signedIn)
    return signedIn
  }

  /** Rejects the social or Farcaster login and the passkey panel waiting, if any, with 4001. */
  function abortWaits(): void {
    socialWait.abort()
    farcasterWait.abort()
    passkeyWait.abort()
  }

  const codeLogin = createCodeLogin({
    session,
    view: parameters.login,
    signedIn: announce,
    approvalShown: () => approvalShown,
  })

  const queue = createApprovalQueue<QueuedRequest | SolanaApproval>({
    execute,
    // An approval wins over the code form; the form comes back once no approval waits.
    presenter: {
      show(pending, actions) {
        if (!approvalShown) parameters.login.hide()
        approvalShown = true
        presenter.show(pending, actions)
      },
      hide() {
        approvalShown = false
        presenter.hide()
        codeLogin.show()
      },
    },
    emit: (event) => emit({ event }),
  })

  async function answer(request: AuthFrameRequest): Promise<unknown> {
    switch (request.type) {
      case 'init': {
        // Once per frame load: a later init could swap the RPC the approval reads through.
        if (wallet)
          throw unauthorized(
            'The frame is already initialized: init is accepted once per frame load.',
          )
        const trustedUrls = parameters.trustedRpcUrls?.() ?? Promise.resolve({})
        solana = loadSolanaWallet({
          networks: request.solanaNetworks ?? [],
          trustedUrls,
          owner: address,
          shares: () => session.signingShares(),
          enqueue: queue.enqueue,
        })
        wallet = createEip1193Handler({
          networks: createNetworkClients(request.networks, trustedUrls),
          chainId: request.chainId,
          accountType: request.accountType,
          address,
          enqueue: queue.enqueue,
          onChainChanged: (chainId) => emit({ event: 'chainChanged', chainId }),
          onAccountsChanged: (accounts) => emit({ event: 'accountsChanged', accounts }),
        })
        const socials = (parameters.socials?.() ?? Promise.resolve([])).catch((error: unknown) => {
          console.warn('[Latch auth frame] The social logins could not be read.', error)
          return []
        })
        const passkeys = session.passkeysAvailable().catch(() => false)
        const restored = await session.restore()
        solana?.knowAddress()
        return { session: restored, socials: await socials, passkeys: await passkeys }
      }
      case 'startSocial':
        if (!wallet) throw unauthorized('The frame is not initialized: send init first.')
        return session.startSocial(request)
      case 'awaitSocial':
        return signIn(socialWait, (signal) =>
          session.awaitSocial(request.attemptId, signal, request.completion),
        )
      case 'completeSocial':
        session.completeSocial(request.attemptId, request.completion)
        return null
      case 'cancelSocial':
        socialWait.abort()
        await session.cancelSocial(request.attemptId)
        return null
      case 'startFarcaster':
        if (!wallet) throw unauthorized('The frame is not initialized: send init first.')
        return session.startFarcaster()
      case 'awaitFarcaster':
        return signIn(farcasterWait, (signal) => session.awaitFarcaster(request.attemptId, signal))
      case 'cancelFarcaster':
        farcasterWait.abort()
        await session.cancelFarcaster(request.attemptId)
        return null
      case 'passkeyLogin':
        if (!wallet) throw unauthorized('The frame is not initialized: send init first.')
        return signIn(passkeyWait, session.passkeyLogin)
      case 'addPasskey':
        if (!session.current()) throw unauthorized()
        return passkeyWait.run(session.addPasskey)
      case 'sendCode':
        return codeLogin.sendCode(request.email)
      case 'awaitLogin':
        return codeLogin.awaitLogin()
      case 'getAccounts':
        if (!wallet) throw unauthorized('The frame is not initialized: send init first.')
        return wallet.getAccounts()
      case 'setAccountType':
        if (!wallet) throw unauthorized('The frame is not initialized: send init first.')
        return wallet.setAccountType(request.accountType)
      case 'request':
        if (!wallet || !solana)
          throw new AuthFrameError(errorCodes.disconnected, 'The frame is not initialized.')
        if (request.method.startsWith('solana_'))
          return (await solana.load()).request(request.method, request.params)
        return wallet.request(request.method, request.params)
      case 'rejectPending':
        // The login first: settling the approvals would otherwise bring the form back.
        codeLogin.cancel()
        abortWaits()
        queue.rejectAll()
        return null
      case 'signOut':
        codeLogin.cancel()
        abortWaits()
        queue.rejectAll()
        await session.signOut()
        emit({ event: 'accountsChanged', accounts: [] })
        return null
      case 'theme':
        setTheme(request.mode)
        return null
      case 'locale':
        await setLocale(request.tag)
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
