import type { AuthFrameMessage } from '@latch/core/auth-frame'
import { toHex, verifyMessage } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import type { ApprovalActions, ApprovalPresenter } from '../approval/createApprovalQueue.js'
import { createWalletShares } from '../keys/createWalletShares.js'
import { createAuthFrameHandler, type FrameSession } from './createAuthFrameHandler.js'

const network = (chainId: number) => ({
  chainId,
  name: `Chain ${chainId}`,
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
})

async function setup(options: { signedIn?: boolean } = {}) {
  const shares = await createWalletShares()
  const signedIn = options.signedIn ?? true
  const session: FrameSession = {
    current: () => (signedIn ? { email: 'a@example.com', address: shares.address } : null),
    restore: async () => (signedIn ? { email: 'a@example.com', address: shares.address } : null),
    sendCode: async () => ({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    verifyCode: async () => ({ email: 'a@example.com', address: shares.address }),
    signingShares: async () => ({ ...shares }),
    signOut: vi.fn(async () => {}),
  }
  const posted: AuthFrameMessage[] = []
  const shown: ApprovalActions[] = []
  const presenter: ApprovalPresenter = { show: (_, actions) => shown.push(actions), hide: vi.fn() }
  const handler = createAuthFrameHandler({
    post: (message) => posted.push(message),
    session,
    presenter,
    setTheme: vi.fn(),
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
  await send({ type: 'init', networks: [network(31337), network(31338)], chainId: 31337 })
  return { shares, session, posted, shown, presenter, handler, send, events }
}

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
      { latch: 'auth', id: 'x', type: 'verifyCode', email: 'a@example.com', code: '12ab56' },
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
})
