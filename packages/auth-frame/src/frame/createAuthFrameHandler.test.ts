// @vitest-environment happy-dom
import { toHex, verifyMessage } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import german from '../i18n/locales/de.json'
import { createWalletShares } from '../keys/createWalletShares.js'
import { ATTEMPT, network, RIGHT_CODE, setup } from '../testing/setupFrameHandler.js'
import { trusted } from '../testing/userEvents.js'

// Where a social login ends (the host page), and the completion secret it carries there.
const RETURN_TO = 'http://127.0.0.1:5173/shop'
const COMPLETION = 'C'.repeat(43)

describe('createAuthFrameHandler', () => {
  test('answers each request with a response of the same id', async () => {
    const { send, shares } = await setup()
    expect(await send({ type: 'request', method: 'eth_chainId' })).toEqual({
      latch: 'auth',
      type: 'response',
      id: 'r1',
      ok: true,
      result: '0x7a69',
    })
    expect(await send({ type: 'request', method: 'eth_accounts' })).toMatchObject({
      id: 'r2',
      result: [shares.address],
    })
  })

  test('init restores the session', async () => {
    const { posted, shares } = await setup()
    expect(posted[0]).toMatchObject({
      id: 'r0',
      ok: true,
      result: { session: { email: 'a@example.com', address: shares.address } },
    })
  })

  test('init is accepted once per frame load: a second one (another RPC, other networks) is refused and changes nothing', async () => {
    const { send } = await setup()
    expect(
      await send({
        type: 'init',
        networks: [{ ...network(31337), rpcUrl: 'http://127.0.0.1:9999' }, network(1)],
        chainId: 1,
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 4100,
        message: 'The frame is already initialized: init is accepted once per frame load.',
      },
    })
    expect(await send({ type: 'request', method: 'eth_chainId' })).toMatchObject({
      result: '0x7a69',
    })
    expect(
      await send({
        type: 'request',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    ).toMatchObject({ ok: false, error: { code: 4902 } })
  })

  test('ignores malformed messages silently', async () => {
    const { handler, posted } = await setup()
    const before = posted.length
    for (const data of [
      null,
      'init',
      { latch: 'auth', type: 'init', networks: [] },
      { latch: 'other', id: 'x', type: 'signOut' },
      { latch: 'auth', id: 'x', type: 'unknown' },
      { latch: 'auth', id: '', type: 'signOut' },
      { latch: 'auth', id: 'x', type: 'verifyCode', email: 'a@example.com', code: '123456' },
    ])
      handler.handle(data)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(posted).toHaveLength(before)
  })

  test('refuses a method on neither list with 4200', async () => {
    const { send } = await setup()
    expect(await send({ type: 'request', method: 'eth_sign', params: [] })).toMatchObject({
      ok: false,
      error: { code: 4200, message: 'Requested RPC call is not allowed' },
    })
  })

  test('accounts when signed out: [] and 4100', async () => {
    const { send } = await setup({ signedIn: false })
    expect(await send({ type: 'request', method: 'eth_accounts' })).toMatchObject({ result: [] })
    expect(await send({ type: 'request', method: 'eth_requestAccounts' })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
  })

  test('switches only among the init networks and emits chainChanged', async () => {
    const { send, events } = await setup()
    const switchTo = (chainId: number) =>
      send({
        type: 'request',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: toHex(chainId) }],
      })
    expect(await switchTo(31338)).toMatchObject({ ok: true, result: null })
    expect(events()).toContain('chainChanged')
    expect(await send({ type: 'request', method: 'eth_chainId' })).toMatchObject({
      result: '0x7a6a',
    })
    expect(await switchTo(1)).toMatchObject({ ok: false, error: { code: 4902 } })
  })

  test('an approved personal_sign is signed with the wallet’s key', async () => {
    const { send, shown, events, shares, presenter } = await setup()
    const message = toHex('hello')
    const response = send({
      type: 'request',
      method: 'personal_sign',
      params: [message, shares.address],
    })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(events()).toEqual(['approvalRequired'])
    await shown[0]?.approve()
    const answer = await response
    expect(answer).toMatchObject({ ok: true })
    const signature = (answer as { result: `0x${string}` }).result
    expect(
      await verifyMessage({ address: shares.address, message: { raw: message }, signature }),
    ).toBe(true)
    expect(events()).toEqual(['approvalRequired', 'approvalSettled'])
    expect(presenter.hide).toHaveBeenCalled()
  })

  test('a rejected request answers 4001, and the next waits its turn', async () => {
    const { send, shown, events, shares } = await setup()
    const first = send({
      type: 'request',
      method: 'personal_sign',
      params: ['0x01', shares.address],
    })
    const second = send({
      type: 'request',
      method: 'personal_sign',
      params: ['0x02', shares.address],
    })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    shown[0]?.reject()
    expect(await first).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    await vi.waitFor(() => expect(shown).toHaveLength(2))
    expect(events()).toEqual(['approvalRequired'])
    await shown[1]?.approve()
    expect(await second).toMatchObject({ ok: true })
    expect(events()).toEqual(['approvalRequired', 'approvalSettled'])
  })

  test('rejectPending rejects every queued request with 4001', async () => {
    const { send, shown, events, shares } = await setup()
    const requests = [1, 2, 3].map((index) =>
      send({ type: 'request', method: 'personal_sign', params: [toHex(index), shares.address] }),
    )
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(await send({ type: 'rejectPending' })).toMatchObject({ ok: true, result: null })
    for (const request of requests)
      expect(await request).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(events()).toEqual(['approvalRequired', 'approvalSettled'])
  })

  test('refuses to sign for another address (4100) or with malformed params (-32602)', async () => {
    const { send, shown } = await setup()
    expect(
      await send({
        type: 'request',
        method: 'personal_sign',
        params: ['0x01', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      }),
    ).toMatchObject({ ok: false, error: { code: 4100 } })
    expect(
      await send({ type: 'request', method: 'eth_sendTransaction', params: [{ to: 1 }] }),
    ).toMatchObject({
      ok: false,
      error: { code: -32602 },
    })
    expect(shown).toHaveLength(0)
  })

  test('signOut rejects what waits, ends the session and tells accountsChanged', async () => {
    const { send, shown, session, posted, shares } = await setup()
    const pending = send({
      type: 'request',
      method: 'personal_sign',
      params: ['0x01', shares.address],
    })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(await send({ type: 'signOut' })).toMatchObject({ ok: true })
    expect(await pending).toMatchObject({ error: { code: 4001 } })
    expect(session.signOut).toHaveBeenCalled()
    expect(posted).toContainEqual({
      latch: 'auth',
      type: 'event',
      event: 'accountsChanged',
      accounts: [],
    })
  })
  test('an approval is signed only for the account it was checked against (L3)', async () => {
    const { send, shown, shares, session } = await setup()
    const response = send({
      type: 'request',
      method: 'personal_sign',
      params: ['0x01', shares.address],
    })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    const other = await createWalletShares()
    session.signingShares.mockResolvedValueOnce({ ...other })
    await shown[0]?.approve()
    expect(await response).toMatchObject({ ok: false, error: { code: 4100 } })
  })
})

describe('createAuthFrameHandler: login in the frame', () => {
  test('sendCode emails a code and shows the frame’s code form, focused', async () => {
    const { send, session, form } = await setup({ signedIn: false })
    expect(form.root.hidden).toBe(true)
    expect(await send({ type: 'sendCode', email: 'a@example.com' })).toMatchObject({
      ok: true,
      result: { expiresAt: '2030-01-01T00:00:00.000Z' },
    })
    expect(session.sendCode).toHaveBeenCalledWith('a@example.com')
    expect(form.root.hidden).toBe(false)
    expect(form.root.querySelector('label')?.textContent).toBe('One-time code')
    expect(document.activeElement).toBe(form.input())
  })

  test('locale: the host names a language and the form speaks it (its texts are the frame’s own)', async () => {
    const { send, form, handler, posted } = await setup({ signedIn: false })
    expect(await send({ type: 'locale', tag: 'de' })).toMatchObject({ ok: true, result: null })
    await send({ type: 'sendCode', email: 'a@example.com' })
    expect(form.root.querySelector('label')?.textContent).toBe(german['login.codeLabel'])
    expect(form.resend().textContent).toBe(german['login.resend'])
    expect(document.documentElement.lang).toBe('de')
    // A tag that is not BCP 47 is no request: ignored, unanswered.
    const before = posted.length
    handler.handle({ latch: 'auth', id: 'bad', type: 'locale', tag: 'Deutsch; <b>' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(posted.length).toBe(before)
    expect(document.documentElement.lang).toBe('de')
  })

  test('a refused sendCode answers its reason and shows no form', async () => {
    const { send, session, form } = await setup({ signedIn: false })
    session.sendCode.mockRejectedValueOnce(
      new AuthFrameError(4100, 'Too many attempts', { reason: 'rate_limited' }),
    )
    expect(await send({ type: 'sendCode', email: 'a@example.com' })).toMatchObject({
      ok: false,
      error: { code: 4100, reason: 'rate_limited' },
    })
    expect(form.root.hidden).toBe(true)
  })

  test('a wrong code shows attempts left and awaitLogin keeps waiting; the right one answers it', async () => {
    const { send, start, session, form, posted, shares } = await setup({ signedIn: false })
    await send({ type: 'sendCode', email: 'a@example.com' })
    const login = start({ type: 'awaitLogin' })
    form.type('000000')
    await vi.waitFor(() => expect(form.alert()).toBe('Invalid code. 4 attempts left.'))
    expect(form.input().value).toBe('')
    expect(document.activeElement).toBe(form.input())
    expect(login.answered()).toBeUndefined()
    form.type(RIGHT_CODE)
    expect(form.status()).toBe('Authenticating...')
    expect(await login.answer()).toMatchObject({
      ok: true,
      result: { email: 'a@example.com', address: shares.address },
    })
    expect(session.verifyCode).toHaveBeenLastCalledWith('a@example.com', RIGHT_CODE)
    expect(form.root.hidden).toBe(true)
    expect(posted).toContainEqual({
      latch: 'auth',
      type: 'event',
      event: 'accountsChanged',
      accounts: [shares.address],
    })
  })

  test('the host never passes a code: verifyCode is not a request', async () => {
    const { handler, session, posted } = await setup({ signedIn: false })
    const before = posted.length
    handler.handle({
      latch: 'auth',
      id: 'v',
      type: 'verifyCode',
      email: 'a@example.com',
      code: RIGHT_CODE,
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(posted).toHaveLength(before)
    expect(session.verifyCode).not.toHaveBeenCalled()
  })

  test('awaitLogin before sendCode answers 4100', async () => {
    const { send } = await setup({ signedIn: false })
    expect(await send({ type: 'awaitLogin' })).toMatchObject({ ok: false, error: { code: 4100 } })
  })

  test('rejectPending rejects awaitLogin with 4001 and hides the form', async () => {
    const { send, start, form } = await setup({ signedIn: false })
    await send({ type: 'sendCode', email: 'a@example.com' })
    const login = start({ type: 'awaitLogin' })
    expect(await send({ type: 'rejectPending' })).toMatchObject({ ok: true, result: null })
    expect(await login.answer()).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(form.root.hidden).toBe(true)
    expect(await send({ type: 'awaitLogin' })).toMatchObject({ error: { code: 4100 } })
  })

  test('signOut rejects awaitLogin with 4001; a second awaitLogin replaces the first', async () => {
    const { send, start, form } = await setup({ signedIn: false })
    await send({ type: 'sendCode', email: 'a@example.com' })
    const first = start({ type: 'awaitLogin' })
    const second = start({ type: 'awaitLogin' })
    expect(await first.answer()).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(second.answered()).toBeUndefined()
    await send({ type: 'signOut' })
    expect(await second.answer()).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(form.root.hidden).toBe(true)
  })

  test('Resend asks for a new code for the same email on a trusted click only', async () => {
    const { send, session, form } = await setup({ signedIn: false })
    await send({ type: 'sendCode', email: 'a@example.com' })
    expect(session.sendCode).toHaveBeenCalledOnce()
    form.resend().dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(session.sendCode).toHaveBeenCalledOnce()
    expect(form.status()).toBe('')
    form.resend().dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })))
    await vi.waitFor(() => expect(form.status()).toBe('Code sent'))
    expect(session.sendCode).toHaveBeenLastCalledWith('a@example.com')
    expect(session.sendCode).toHaveBeenCalledTimes(2)
  })

  test('synthetic typing does not submit a code', async () => {
    const { send, session, form } = await setup({ signedIn: false })
    await send({ type: 'sendCode', email: 'a@example.com' })
    form.input().value = RIGHT_CODE
    form.input().dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(session.verifyCode).not.toHaveBeenCalled()
  })

  test('an approval hides the form until it is settled', async () => {
    const { send, shown, form, shares } = await setup()
    await send({ type: 'sendCode', email: 'a@example.com' })
    expect(form.root.hidden).toBe(false)
    const response = send({
      type: 'request',
      method: 'personal_sign',
      params: ['0x01', shares.address],
    })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(form.root.hidden).toBe(true)
    shown[0]?.reject()
    expect(await response).toMatchObject({ error: { code: 4001 } })
    expect(form.root.hidden).toBe(false)
  })
})

describe('createAuthFrameHandler: social login (issue 28)', () => {
  const init = { type: 'init', networks: [network(31337)], chainId: 31337 }

  test('init answers the server’s socials, and [] when they cannot be read', async () => {
    const socials = [{ id: 'google', name: 'Google' }]
    const offered = await setup({ socials: async () => socials })
    expect(offered.posted[0]).toMatchObject({ ok: true, result: { socials } })
    const failing = await setup({
      socials: async () => {
        throw new Error('down')
      },
    })
    expect(failing.posted[0]).toMatchObject({ ok: true, result: { socials: [] } })
    const none = await setup()
    expect(none.posted[0]).toMatchObject({ ok: true, result: { socials: [] } })
  })

  test('startSocial before init is refused with 4100; after it answers the attempt', async () => {
    const { send, session } = await setup({ signedIn: false, init: false })
    const request = { type: 'startSocial', provider: 'google', mode: 'popup', returnTo: RETURN_TO }
    expect(await send(request)).toMatchObject({ ok: false, error: { code: 4100 } })
    expect(session.startSocial).not.toHaveBeenCalled()
    await send(init)
    expect(await send(request)).toMatchObject({
      ok: true,
      result: {
        attemptId: ATTEMPT,
        url: `http://auth.test/v1/social/google/authorize?attempt=${ATTEMPT}`,
      },
    })
    expect(session.startSocial).toHaveBeenCalledWith({
      latch: 'auth',
      id: 'r2',
      type: 'startSocial',
      provider: 'google',
      mode: 'popup',
      returnTo: RETURN_TO,
    })
  })

  test('awaitSocial answers the session once logged in and posts accountsChanged', async () => {
    const { send, start, social, shares, posted, session } = await setup({ signedIn: false })
    await send({ type: 'startSocial', provider: 'google', mode: 'popup', returnTo: RETURN_TO })
    const waiting = start({ type: 'awaitSocial', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitSocial).toHaveBeenCalled())
    expect(waiting.answered()).toBeUndefined()
    social.finish()
    expect(await waiting.answer()).toMatchObject({
      ok: true,
      result: { email: 'a@example.com', address: shares.address },
    })
    expect(posted).toContainEqual({
      latch: 'auth',
      type: 'event',
      event: 'accountsChanged',
      accounts: [shares.address],
    })
  })

  test.each([
    ['cancelSocial', { type: 'cancelSocial', attemptId: ATTEMPT }],
    ['rejectPending', { type: 'rejectPending' }],
    ['signOut', { type: 'signOut' }],
  ])('%s rejects awaitSocial with 4001', async (name, request) => {
    const { send, start, session, events } = await setup({ signedIn: false })
    const waiting = start({ type: 'awaitSocial', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitSocial).toHaveBeenCalled())
    expect(await send(request)).toMatchObject({ ok: true, result: null })
    expect(await waiting.answer()).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(session.awaitSocial.mock.calls[0]?.[1].aborted).toBe(true)
    if (name === 'cancelSocial') expect(session.cancelSocial).toHaveBeenCalledWith(ATTEMPT)
    if (name !== 'signOut') expect(events()).not.toContain('accountsChanged')
  })

  test('awaitSocial hands its completion to the wait; completeSocial hands one to the running wait', async () => {
    const { send, start, session, social } = await setup({ signedIn: false })
    const waiting = start({ type: 'awaitSocial', attemptId: ATTEMPT, completion: COMPLETION })
    await vi.waitFor(() => expect(session.awaitSocial).toHaveBeenCalled())
    expect(session.awaitSocial.mock.calls[0]?.[0]).toBe(ATTEMPT)
    expect(session.awaitSocial.mock.calls[0]?.[2]).toBe(COMPLETION)
    // The popup's completion, while the wait runs: answered null, and the wait keeps running.
    const other = 'D'.repeat(43)
    expect(await send({ type: 'completeSocial', attemptId: ATTEMPT, completion: other })).toEqual({
      latch: 'auth',
      type: 'response',
      id: expect.any(String),
      ok: true,
      result: null,
    })
    expect(session.completeSocial).toHaveBeenCalledExactlyOnceWith(ATTEMPT, other)
    expect(waiting.answered()).toBeUndefined()
    social.finish()
    expect(await waiting.answer()).toMatchObject({ ok: true })
    // A malformed completion is no request: it is ignored, nothing reaches the session.
    const malformed = start({ type: 'completeSocial', attemptId: ATTEMPT, completion: 'short' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(malformed.answered()).toBeUndefined()
    expect(session.completeSocial).toHaveBeenCalledOnce()
  })

  test('one awaitSocial waits at a time: a second rejects the first with 4001', async () => {
    const { start, session, social } = await setup({ signedIn: false })
    const first = start({ type: 'awaitSocial', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitSocial).toHaveBeenCalledTimes(1))
    const second = start({ type: 'awaitSocial', attemptId: ATTEMPT })
    expect(await first.answer()).toMatchObject({ ok: false, error: { code: 4001 } })
    await vi.waitFor(() => expect(session.awaitSocial).toHaveBeenCalledTimes(2))
    social.finish()
    expect(await second.answer()).toMatchObject({ ok: true })
  })

  test('a refused start answers its reason', async () => {
    const { send, session } = await setup({ signedIn: false })
    session.startSocial.mockRejectedValueOnce(
      new AuthFrameError(4900, 'The login provider could not be reached.', {
        reason: 'provider_unavailable',
      }),
    )
    const request = { type: 'startSocial', provider: 'offline', mode: 'popup', returnTo: RETURN_TO }
    expect(await send(request)).toMatchObject({
      ok: false,
      error: { code: 4900, reason: 'provider_unavailable' },
    })
  })
})

describe('passkeys (issue 29, design §5)', () => {
  test('init answers whether passkeys are offered', async () => {
    const on = await setup({ passkeys: true })
    expect(on.posted[0]).toMatchObject({ ok: true, result: { passkeys: true } })
    const off = await setup()
    expect(off.posted[0]).toMatchObject({ ok: true, result: { passkeys: false } })
  })

  test('passkeyLogin answers the session and tells the host the account', async () => {
    const { send, start, passkey, shares, events } = await setup({ signedIn: false })
    const login = start({ type: 'passkeyLogin' })
    await vi.waitFor(() => expect(login.answered()).toBeUndefined())
    passkey.finish()
    expect(await login.answer()).toMatchObject({
      ok: true,
      result: { email: 'a@example.com', address: shares.address },
    })
    expect(events()).toContain('accountsChanged')
    expect(await send({ type: 'request', method: 'eth_accounts' })).toMatchObject({
      result: [shares.address],
    })
  })

  test('passkeyLogin is refused before init; addPasskey without a session', async () => {
    const early = await setup({ init: false, signedIn: false })
    expect(await early.send({ type: 'passkeyLogin' })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    const signedOut = await setup({ signedIn: false })
    expect(await signedOut.send({ type: 'addPasskey' })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    expect(signedOut.session.addPasskey).not.toHaveBeenCalled()
  })

  test('addPasskey answers the count, the recovery and prf', async () => {
    const { send } = await setup()
    expect(await send({ type: 'addPasskey' })).toMatchObject({
      ok: true,
      result: { passkeys: 1, recovery: 'passkey', prf: true },
    })
  })

  test.each(['rejectPending', 'signOut'])(
    '%s rejects the waiting passkey panel with 4001',
    async (type) => {
      const { send, start, session } = await setup({ signedIn: false })
      const login = start({ type: 'passkeyLogin' })
      await vi.waitFor(() => expect(session.passkeyLogin).toHaveBeenCalled())
      await send({ type })
      expect(await login.answer()).toMatchObject({ ok: false, error: { code: 4001 } })
      expect(session.passkeyLogin.mock.calls[0]?.[0].aborted).toBe(true)
    },
  )
})
