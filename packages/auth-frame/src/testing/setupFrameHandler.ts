import type { AuthFrameMessage } from '@latch/core/auth-frame'
import { vi } from 'vitest'
import type { ApprovalActions, ApprovalPresenter } from '../approval/createApprovalQueue.js'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import { createAuthFrameHandler, type FrameSession } from '../frame/createAuthFrameHandler.js'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import { createWalletShares } from '../keys/createWalletShares.js'
import { createLoginView } from '../login/createLoginView.js'
import { trusted } from './userEvents.js'

// The frame handler's tests' set-up (createAuthFrameHandler*.test.ts, happy-dom).

/** An eip155 network as `init` hands it. */
export const network = (chainId: number) => ({
  chainId,
  name: `Chain ${chainId}`,
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
})

/** The code the fake session takes. */
export const RIGHT_CODE = '123456'

/** The login attempt the fake session starts. */
export const ATTEMPT = '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b'

/**
 * A frame handler on a fake session (logins the test ends with `social.finish()`,
 * `farcaster.finish()`, `passkey.finish()`), a code form in the page and a recording approval
 * presenter; `send` answers a request, `start` sends one without waiting for its answer.
 */
export async function setup(
  options: {
    signedIn?: boolean
    init?: boolean
    socials?: () => Promise<{ id: string; name: string }[]>
    passkeys?: boolean
  } = {},
) {
  const shares = await createWalletShares()
  let signedIn = options.signedIn ?? true
  // Ends the pending awaitSocial with a login (the popup's callback reached the server).
  let finishSocial = () => {}
  let finishPasskey = () => {}
  let finishFarcaster = () => {}
  let attemptsLeft = 5
  const user = () => ({ email: 'a@example.com', address: shares.address })
  const session = {
    current: () => (signedIn ? user() : null),
    restore: async () => (signedIn ? user() : null),
    sendCode: vi.fn(async (_email: string) => ({ expiresAt: '2030-01-01T00:00:00.000Z' })),
    verifyCode: vi.fn(async (_email: string, code: string) => {
      if (code !== RIGHT_CODE)
        throw new AuthFrameError(4100, 'The code is not correct.', {
          reason: 'invalid_code',
          attemptsLeft: --attemptsLeft,
        })
      signedIn = true
      return user()
    }),
    signingShares: vi.fn(async () => ({ ...shares })),
    signOut: vi.fn(async () => {
      signedIn = false
    }),
    startSocial: vi.fn(async (request: { provider: string }) => ({
      attemptId: ATTEMPT,
      url: `http://auth.test/v1/social/${request.provider}/authorize?attempt=${ATTEMPT}`,
    })),
    awaitSocial: vi.fn(
      (_attemptId: string, signal: AbortSignal, _completion?: string) =>
        new Promise<ReturnType<typeof user>>((resolve, reject) => {
          finishSocial = () => {
            signedIn = true
            resolve(user())
          }
          signal.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    ),
    completeSocial: vi.fn((_attemptId: string, _completion: string) => {}),
    cancelSocial: vi.fn(async (_attemptId: string) => {}),
    // Issue 30: the Farcaster login waits for the Farcaster app until the test ends it.
    startFarcaster: vi.fn(async () => ({
      attemptId: ATTEMPT,
      url: `https://farcaster.xyz/~/siwf?channelToken=${ATTEMPT}`,
      expiresAt: '2030-01-01T00:00:00.000Z',
    })),
    awaitFarcaster: vi.fn(
      (_attemptId: string, signal: AbortSignal) =>
        new Promise<ReturnType<typeof user>>((resolve, reject) => {
          finishFarcaster = () => {
            signedIn = true
            resolve(user())
          }
          signal.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    ),
    cancelFarcaster: vi.fn(async (_attemptId: string) => {}),
    passkeysAvailable: vi.fn(async () => options.passkeys ?? false),
    // Issue 29: the passkey panel waits for the user's click until the test ends it.
    passkeyLogin: vi.fn(
      (signal: AbortSignal) =>
        new Promise<ReturnType<typeof user>>((resolve, reject) => {
          finishPasskey = () => {
            signedIn = true
            resolve(user())
          }
          signal.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    ),
    addPasskey: vi.fn(async (_signal: AbortSignal) => ({
      passkeys: 1,
      recovery: 'passkey' as const,
      prf: true,
    })),
  } satisfies FrameSession
  const posted: AuthFrameMessage[] = []
  const shown: ApprovalActions[] = []
  const presenter: ApprovalPresenter = { show: (_, actions) => shown.push(actions), hide: vi.fn() }
  const loginRoot = document.createElement('main')
  loginRoot.hidden = true
  document.body.replaceChildren(loginRoot)
  const texts = createFrameTexts()
  const handler = createAuthFrameHandler({
    post: (message) => posted.push(message),
    session,
    presenter,
    login: createLoginView({ root: loginRoot, texts }),
    setTheme: vi.fn(),
    setLocale: texts.setLocale,
    ...(options.socials ? { socials: options.socials } : {}),
  })
  let next = 0
  const send = async (body: Record<string, unknown>) => {
    const id = `r${next++}`
    handler.handle({ latch: 'auth', id, ...body })
    await vi.waitFor(() => {
      if (!posted.some((message) => 'id' in message && message.id === id))
        throw new Error('waiting')
    })
    return posted.find((message) => 'id' in message && message.id === id)
  }
  const events = () =>
    posted
      .filter((message) => message.type === 'event')
      .map((message) => 'event' in message && message.event)
  // Like send, without waiting for the answer (awaitLogin answers only once the code is right).
  const start = (body: Record<string, unknown>) => {
    const id = `r${next++}`
    handler.handle({ latch: 'auth', id, ...body })
    return {
      answered: () => posted.find((message) => 'id' in message && message.id === id),
      answer: async () => {
        await vi.waitFor(() => {
          if (!posted.some((message) => 'id' in message && message.id === id))
            throw new Error('waiting')
        })
        return posted.find((message) => 'id' in message && message.id === id)
      },
    }
  }
  const form = {
    root: loginRoot,
    input: () => loginRoot.querySelector('input') as HTMLInputElement,
    resend: () => loginRoot.querySelector('button') as HTMLButtonElement,
    alert: () => loginRoot.querySelector('[role="alert"]')?.textContent,
    status: () => loginRoot.querySelector('[role="status"]')?.textContent,
    /** The user types `code` in the frame's field. */
    type(code: string) {
      const input = form.input()
      input.value = code
      input.dispatchEvent(trusted(new Event('input', { bubbles: true })))
    },
  }
  if (options.init !== false)
    await send({ type: 'init', networks: [network(31337), network(31338)], chainId: 31337 })
  const social = { finish: () => finishSocial() }
  const passkey = { finish: () => finishPasskey() }
  const farcaster = { finish: () => finishFarcaster() }
  return {
    ...{ shares, session, posted, shown, presenter, handler, send, start, events, form, social },
    ...{ passkey, farcaster },
  }
}
