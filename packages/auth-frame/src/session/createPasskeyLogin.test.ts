import { type Address, isAddressEqual, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { toBase64 } from '../keys/base64.js'
import { createDeviceStore, createMemoryStore } from '../keys/deviceStore.js'
import { withSigningAccount } from '../keys/withSigningAccount.js'
import type { PasskeyPrompt } from '../passkey/createPasskeyView.js'
import { createAuthServerClient } from '../server/createAuthServerClient.js'
import { createAuthenticator, createFakeServer } from '../testing/passkeyFakes.js'
import { createSessionManager } from './createSessionManager.js'

// Issue 29, design §2 and D-6, D-7: passkey login and add, with a fake auth server (API.md
// "Passkeys") and a fake authenticator in place of the WebAuthn prompts.
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))
/** A device: its own storage, the session manager, and a panel whose button the user clicks. */
function createDevice(
  server: ReturnType<typeof createFakeServer>,
  authenticator = createAuthenticator(),
) {
  const prompts: Omit<PasskeyPrompt, 'start'>[] = []
  const view = {
    show: vi.fn((prompt: PasskeyPrompt) => {
      const { start, ...shown } = prompt
      prompts.push(shown)
      queueMicrotask(() => void start().catch(() => {}))
    }),
    refuse: vi.fn(),
    hide: vi.fn(),
  }
  const store = createDeviceStore(createMemoryStore())
  const session = createSessionManager({
    projectId: 'demo',
    origin: 'http://127.0.0.1:5173',
    server: createAuthServerClient({ baseUrl: 'http://auth.test', fetch: server.fetch }),
    store,
    onEnded: vi.fn(),
    passkeys: { view, ceremonies: authenticator.ceremonies },
  })
  return { session, store, view, prompts, authenticator }
}

const signal = () => new AbortController().signal
const sign = async (device: ReturnType<typeof createDevice>) =>
  withSigningAccount(await device.session.signingShares(), (account) =>
    account.signMessage({ message: 'hi' }),
  )

beforeEach(() => vi.stubGlobal('PublicKeyCredential', class {}))
afterEach(() => vi.unstubAllGlobals())

describe('createPasskeyLogin (design §2)', () => {
  test('add with PRF: create, confirm; a new device logs in with the passkey alone', async () => {
    const server = createFakeServer()
    const first = createDevice(server)
    const signedIn = await first.session.verifyCode('a@example.com', '123456')
    expect(await first.session.passkeysAvailable()).toBe(true)
    expect(await first.session.addPasskey(signal())).toEqual({
      passkeys: 1,
      recovery: 'passkey',
      prf: true,
    })
    expect(first.prompts.map((prompt) => prompt.step)).toEqual(['create', 'confirm'])
    expect(first.prompts[0]?.domain).toBe('auth.test')
    expect(first.session.current()).toMatchObject({ passkeys: 1, recovery: 'passkey' })
    const wallet = server.wallets.get('user:a@example.com')
    expect(wallet?.recoveryShare).toBeUndefined()
    expect(wallet?.shares.size).toBe(1)
    // The PRF output never went to the server; the frame zeroed its copies.
    for (const output of first.authenticator.outputs)
      for (const body of server.bodies) expect(body).not.toContain(toBase64(output))
    for (const body of server.bodies) expect(body).not.toContain('clientExtensionResults')
    expect(first.authenticator.given.length).toBeGreaterThan(0)
    for (const output of first.authenticator.given)
      expect(output.every((byte) => byte === 0)).toBe(true)

    const second = createDevice(server, first.authenticator)
    const again = await second.session.passkeyLogin(signal())
    expect(isAddressEqual(again.address as Address, signedIn.address as Address)).toBe(true)
    expect(second.prompts.map((prompt) => prompt.step)).toEqual(['login'])
    expect(second.view.hide).toHaveBeenCalled()
    for (const output of second.authenticator.given)
      expect(output.every((byte) => byte === 0)).toBe(true)
    const signature = await sign(second)
    expect(
      await verifyMessage({ address: again.address as Address, message: 'hi', signature }),
    ).toBe(true)
  })

  test('an email login on a new device of a protected wallet: passkey_required, the session ended', async () => {
    const server = createFakeServer()
    const first = createDevice(server)
    await first.session.verifyCode('a@example.com', '123456')
    await first.session.addPasskey(signal())
    const other = createDevice(server)
    await expect(other.session.verifyCode('a@example.com', '123456')).rejects.toMatchObject({
      code: 4100,
      reason: 'passkey_required',
    })
    expect(other.session.current()).toBeNull()
    expect(await other.store.getSession('demo')).toBeUndefined()
    expect(server.fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain(
      '/v1/session/logout',
    )
  })

  test('add without PRF: a login method only, recovery stays with the login', async () => {
    const server = createFakeServer()
    const device = createDevice(server, createAuthenticator({ prf: false }))
    await device.session.verifyCode('a@example.com', '123456')
    expect(await device.session.addPasskey(signal())).toEqual({
      passkeys: 1,
      recovery: 'login',
      prf: false,
    })
    expect(device.prompts.map((prompt) => prompt.step)).toEqual(['create'])
    expect(server.wallets.get('user:a@example.com')?.recoveryShare).toBeDefined()
    // The passkey still logs in; the wallet opens with the login's recovery on a new device.
    const other = createDevice(server, device.authenticator)
    expect((await other.session.passkeyLogin(signal())).email).toBe('user:a@example.com')
  })

  test('InvalidStateError at creation goes straight to "Confirm passkey", saying the passkey is there', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    await device.session.verifyCode('a@example.com', '123456')
    // An earlier add created the passkey but was never confirmed.
    const token = 'user:a@example.com'
    const client = createAuthServerClient({ baseUrl: 'http://auth.test', fetch: server.fetch })
    const { challengeId, options } = await client.passkeyRegisterOptions(token, { origin: 'x' })
    const made = await device.authenticator.ceremonies.register(options as never)
    await client.passkeyRegisterVerify(token, { challengeId, response: made.response, prf: true })
    expect(await device.session.addPasskey(signal())).toMatchObject({
      recovery: 'passkey',
      prf: true,
    })
    expect(device.prompts.map(({ step, notice }) => [step, notice])).toEqual([
      ['create', undefined],
      ['confirm', 'exists'],
    ])
  })

  test('a PRF output at confirmation other than at creation is refused; nothing is stored', async () => {
    const server = createFakeServer()
    const device = createDevice(server, createAuthenticator({ lieAtCreation: true }))
    await device.session.verifyCode('a@example.com', '123456')
    await expect(device.session.addPasskey(signal())).rejects.toMatchObject({
      reason: 'passkey_failed',
      message: 'The passkey’s PRF output is not the one it gave at creation.',
    })
    const wallet = server.wallets.get('user:a@example.com')
    expect(wallet?.shares.size).toBe(0)
    expect(wallet?.recoveryShare).toBeDefined()
  })

  test('a passkey this server does not know: unknown_credential; a cancelled prompt: 4001', async () => {
    const server = createFakeServer()
    const stranger = createDevice(server)
    stranger.authenticator.held.set('c3RyYW5nZQ', random(32))
    await expect(stranger.session.passkeyLogin(signal())).rejects.toMatchObject({
      code: 4100,
      reason: 'unknown_credential',
    })
    const empty = createDevice(server)
    await expect(empty.session.passkeyLogin(signal())).rejects.toMatchObject({
      code: 4001,
      message: 'The passkey prompt was cancelled.',
    })
    expect(empty.view.hide).toHaveBeenCalled()
  })

  test('aborting the request rejects with 4001, stops the prompt and hides the panel', async () => {
    const server = createFakeServer()
    const device = createDevice(server)
    device.view.show.mockImplementation(() => {})
    const controller = new AbortController()
    const login = device.session.passkeyLogin(controller.signal)
    await vi.waitFor(() => expect(device.view.show).toHaveBeenCalled())
    controller.abort()
    await expect(login).rejects.toMatchObject({ code: 4001 })
    expect(device.authenticator.ceremonies.cancel).toHaveBeenCalled()
    expect(device.view.hide).toHaveBeenCalled()
  })
  // Security review (issue 29): an abort after the user's prompt used to cut the flow short while
  // its server calls went on unseen (a session opened, a recovery changed) after the host's 4001.
  describe('an abort after the prompt', () => {
    /** Aborts `controller` when the frame calls `path`, then answers as the server does. */
    function abortOn(server: ReturnType<typeof createFakeServer>, path: string) {
      const controller = new AbortController()
      const answer = server.fetch.getMockImplementation()
      server.fetch.mockImplementation(async (input, init) => {
        if (new URL(String(input)).pathname === path) controller.abort()
        return (answer as typeof server.fetch)(input, init)
      })
      return controller.signal
    }
    const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

    test('login: the session the server opened is ended, 4001', async () => {
      const server = createFakeServer()
      const first = createDevice(server)
      await first.session.verifyCode('a@example.com', '123456')
      await first.session.addPasskey(signal())
      const second = createDevice(server, first.authenticator)
      const aborted = abortOn(server, '/v1/passkeys/login/verify')
      await expect(second.session.passkeyLogin(aborted)).rejects.toMatchObject({ code: 4001 })
      await settled()
      expect(second.session.current()).toBeNull()
      expect(await second.store.getSession('demo')).toBeUndefined()
      const paths = server.fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)
      expect(paths.at(-1)).toBe('/v1/session/logout')
      for (const output of second.authenticator.given)
        expect(output.every((byte) => byte === 0)).toBe(true)
    })

    test('add: a confirmed passkey is recorded (recovery passkey)', async () => {
      const server = createFakeServer()
      const device = createDevice(server)
      await device.session.verifyCode('a@example.com', '123456')
      const aborted = abortOn(server, '/v1/passkeys/recovery/confirm')
      await device.session.addPasskey(aborted).catch(() => {})
      await settled()
      expect(server.wallets.get('user:a@example.com')?.recoveryShare).toBeUndefined()
      expect(device.session.current()).toMatchObject({ passkeys: 1, recovery: 'passkey' })
      for (const output of device.authenticator.given)
        expect(output.every((byte) => byte === 0)).toBe(true)
    })

    test('add: a registered passkey is counted, its PRF output zeroed, no confirm', async () => {
      const server = createFakeServer()
      const device = createDevice(server)
      await device.session.verifyCode('a@example.com', '123456')
      const aborted = abortOn(server, '/v1/passkeys/register/verify')
      await expect(device.session.addPasskey(aborted)).rejects.toMatchObject({ code: 4001 })
      await settled()
      expect(device.session.current()).toMatchObject({ passkeys: 1, recovery: 'login' })
      expect(device.prompts.map((prompt) => prompt.step)).toEqual(['create'])
      expect(device.authenticator.given).toHaveLength(1)
      expect(device.authenticator.given[0]?.every((byte) => byte === 0)).toBe(true)
    })

    test('add: a registration that settles after the abort is not sent, its PRF output zeroed', async () => {
      const server = createFakeServer()
      const device = createDevice(server)
      await device.session.verifyCode('a@example.com', '123456')
      const controller = new AbortController()
      const register = device.authenticator.ceremonies.register
      device.authenticator.ceremonies.register = async (options) => {
        const registered = await register(options)
        controller.abort()
        return registered
      }
      await expect(device.session.addPasskey(controller.signal)).rejects.toMatchObject({
        code: 4001,
      })
      await settled()
      expect(server.credentials.size).toBe(0)
      expect(device.authenticator.given).toHaveLength(1)
      expect(device.authenticator.given[0]?.every((byte) => byte === 0)).toBe(true)
    })
  })
  // Security review (issue 29): the server refuses a stale login and a 21st passkey; the panel
  // says why and the host is answered an error it shows.
  test.each([
    ['/v1/passkeys/register/options', 403, 'login_required', 'loginAgain', 'log in again'],
    ['/v1/passkeys/register/verify', 403, 'login_required', 'loginAgain', 'log in again'],
    ['/v1/passkeys/recovery/options', 403, 'login_required', 'loginAgain', 'log in again'],
    ['/v1/passkeys/recovery/confirm', 403, 'login_required', 'loginAgain', 'log in again'],
    ['/v1/passkeys/register/options', 409, 'too_many_passkeys', 'tooMany', 'the most passkeys'],
    ['/v1/passkeys/register/verify', 409, 'too_many_passkeys', 'tooMany', 'the most passkeys'],
  ])(
    '%s answering %d %s: the panel says %s, 4100 passkey_failed',
    async (path, status, error, refusal, message) => {
      const server = createFakeServer()
      const device = createDevice(server)
      await device.session.verifyCode('a@example.com', '123456')
      const answer = server.fetch.getMockImplementation() as typeof server.fetch
      server.fetch.mockImplementation(async (input, init) =>
        new URL(String(input)).pathname === path
          ? new Response(JSON.stringify({ error }), { status })
          : answer(input, init),
      )
      await expect(device.session.addPasskey(signal())).rejects.toMatchObject({
        code: 4100,
        reason: 'passkey_failed',
        message: expect.stringContaining(message),
      })
      expect(device.view.refuse).toHaveBeenCalledWith(refusal)
      expect(device.view.hide).not.toHaveBeenCalled()
      for (const output of device.authenticator.given)
        expect(output.every((byte) => byte === 0)).toBe(true)
      await device.session.signOut()
      expect(device.view.hide).toHaveBeenCalled()
    },
  )
})
