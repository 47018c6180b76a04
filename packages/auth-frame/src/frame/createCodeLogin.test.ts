import { describe, expect, test, vi } from 'vitest'
import type { LoginActions } from '../login/createLoginView.js'
import { createCodeLogin } from './createCodeLogin.js'
import type { FrameSession } from './FrameSession.js'

const user = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', email: 'a@example.org' }

function setup() {
  let approvalShown = false
  let release = () => {}
  const session = {
    sendCode: vi.fn(async (_email: string) => ({ expiresAt: '2030-01-01T00:00:00.000Z' })),
    verifyCode: vi.fn(async (_email: string, _code: string) => user),
  }
  const shown: LoginActions[] = []
  const view = { show: vi.fn((actions: LoginActions) => shown.push(actions)), hide: vi.fn() }
  const signedIn = vi.fn()
  const login = createCodeLogin({
    session: session as unknown as FrameSession,
    view,
    signedIn,
    approvalShown: () => approvalShown,
  })
  return {
    ...{ login, session, view, shown, signedIn },
    approval: (on: boolean) => (approvalShown = on),
    /** Makes the next sendCode wait until `release()`. */
    hold: () => {
      session.sendCode.mockImplementationOnce(
        () => new Promise((resolve) => (release = () => resolve({ expiresAt: 'x' }))),
      )
      return () => release()
    },
  }
}

describe('createCodeLogin', () => {
  test('sendCode shows the form; the right code answers awaitLogin and tells the host', async () => {
    const { login, view, shown, signedIn } = setup()
    await login.sendCode('a@example.org')
    expect(view.show).toHaveBeenCalledOnce()
    const waiting = login.awaitLogin()
    await shown[0]?.verify('123456')
    expect(await waiting).toBe(user)
    expect(signedIn).toHaveBeenCalledWith(user)
    expect(view.hide).toHaveBeenCalled()
  })

  test('a code typed before awaitLogin is kept for it', async () => {
    const { login, shown } = setup()
    await login.sendCode('a@example.org')
    await shown[0]?.verify('123456')
    expect(await login.awaitLogin()).toBe(user)
  })

  test('awaitLogin before sendCode answers 4100; cancel rejects it with 4001', async () => {
    const { login } = setup()
    expect(() => login.awaitLogin()).toThrow('No code was sent: send one first.')
    await login.sendCode('a@example.org')
    const waiting = login.awaitLogin()
    login.cancel()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
  })

  test('a sendCode answered after cancel shows no form', async () => {
    const { login, view, hold } = setup()
    const release = hold()
    const sending = login.sendCode('a@example.org')
    login.cancel()
    release()
    await sending
    expect(view.show).not.toHaveBeenCalled()
  })

  test('the form waits while an approval is shown; show brings it back', async () => {
    const { login, view, approval } = setup()
    approval(true)
    await login.sendCode('a@example.org')
    expect(view.show).not.toHaveBeenCalled()
    approval(false)
    login.show()
    expect(view.show).toHaveBeenCalledOnce()
  })
})
