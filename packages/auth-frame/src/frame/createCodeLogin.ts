import type { AuthFrameSession } from '@latch/core/auth-frame'
import { unauthorized, userRejected } from '../errors/AuthFrameError.js'
import type { LoginPresenter } from '../login/createLoginView.js'
import type { FrameSession } from './FrameSession.js'

/** The email a code was sent to, and the session once its right code was typed. */
type Login = { email: string; signedIn?: AuthFrameSession }

/**
 * The email code login of `createAuthFrameHandler`: `sendCode` emails a code and shows the frame's
 * own code form (the host never sees the code); `awaitLogin` answers once the right code was typed
 * there and the wallet is open; `cancel` rejects it with 4001 and hides the form. The form is not
 * shown while an approval is (`approvalShown`); `show` brings it back.
 *
 * @param parameters.session - The login state.
 * @param parameters.view - The one-time code form.
 * @param parameters.signedIn - Tells the host the account once the right code was typed.
 * @param parameters.approvalShown - Whether an approval is shown (the form waits for it).
 */
export function createCodeLogin(parameters: {
  session: FrameSession
  view: LoginPresenter
  signedIn: (session: AuthFrameSession) => void
  approvalShown: () => boolean
}) {
  const { session, view } = parameters
  let login: Login | undefined
  let waiting:
    | { resolve: (session: AuthFrameSession) => void; reject: (error: unknown) => void }
    | undefined
  // Bumped when the login is abandoned, so a sendCode answered later shows no form.
  let generation = 0

  /** Shows the code form for the login waiting for its code, if any and no approval is shown. */
  function show(): void {
    const entry = login
    if (!entry || entry.signedIn || parameters.approvalShown()) return
    view.show({
      async verify(code) {
        const signedIn = await session.verifyCode(entry.email, code)
        parameters.signedIn(signedIn)
        if (login !== entry) return
        view.hide()
        if (waiting) {
          waiting.resolve(signedIn)
          waiting = undefined
          login = undefined
        } else entry.signedIn = signedIn
      },
      async resend() {
        await session.sendCode(entry.email)
      },
    })
  }

  return {
    show,

    /** The user left Confirm Email or signed out: the awaited login is rejected, the form hidden. */
    cancel(): void {
      generation++
      waiting?.reject(userRejected())
      waiting = undefined
      login = undefined
      view.hide()
    },

    /** `sendCode`: emails a code to `email`, then shows the form (unless cancelled meanwhile). */
    async sendCode(email: string): Promise<{ expiresAt: string }> {
      const sentAt = generation
      const sent = await session.sendCode(email)
      if (sentAt === generation) {
        login = { email }
        show()
      }
      return sent
    },

    /**
     * `awaitLogin`: the session once the right code was typed (a second call rejects the first
     * with 4001).
     * @throws {AuthFrameError} 4100 'No code was sent: send one first.'
     */
    awaitLogin(): Promise<AuthFrameSession> {
      if (!login) throw unauthorized('No code was sent: send one first.')
      waiting?.reject(userRejected())
      waiting = undefined
      const { signedIn } = login
      if (signedIn) {
        login = undefined
        return Promise.resolve(signedIn)
      }
      return new Promise<AuthFrameSession>((resolve, reject) => {
        waiting = { resolve, reject }
      })
    },
  }
}
