import { describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { LatchEvent } from '../../events/createEventBus.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../../testing/localNetworks.js'
import type { SIWXConfig, SIWXSession } from './types.js'

vi.stubGlobal('window', {})

/** An in-memory SIWX config: sessions per network and address, verifying nothing. */
function memorySIWX(required: boolean) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'latch.test',
        uri: 'https://latch.test',
        version: '1' as const,
        nonce: 'abcdefgh12',
        issuedAt: '2026-11-22T00:00:00Z',
      }
      return {
        ...data,
        toString: () => `latch.test wants you to sign in with ${accountAddress} on ${chainId}`,
      }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      sessions.splice(
        0,
        sessions.length,
        ...sessions.filter((s) => s.data.chainId !== chainId || s.data.accountAddress !== address),
      )
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => required,
  }
  return { config, sessions }
}

async function setup(required: boolean) {
  const scripted = createScriptedAdapter()
  const siwx = memorySIWX(required)
  const events: LatchEvent[] = []
  const create = () => {
    const latch = createLatchClient({
      projectId: 't',
      networks: [anvil, anvil2],
      adapters: [scripted.adapter],
      siwx: siwx.config,
      storage,
    })
    latch.events.subscribe((e) => events.push(e))
    return latch
  }
  const storage = createMemoryStorage()
  const latch = create()
  await latch.ready
  await latch.open()
  await latch.connect(scripted.connector)
  await vi.waitFor(() => expect(latch.stores.router.getState().view).toBe('SIWXSignMessage'))
  return { latch, scripted, siwx, events, create }
}

describe('spec §4 sign-in flow', () => {
  it('opens SIWXSignMessage after connect when no session exists', async () => {
    const { latch } = await setup(false)
    expect(latch.isOpen()).toBe(true)
  })
  it('sign: creates the message, signs, adds the session, closes and emits SIWX_AUTH_SUCCESS', async () => {
    const { latch, siwx, events } = await setup(false)
    expect(await latch.signIn()).toBe(true)
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]?.message).toContain('eip155:31337')
    expect(latch.isOpen()).toBe(false)
    expect(events.map((e) => e.event)).toContain('SIWX_AUTH_SUCCESS')
    expect(latch.stores.connection.getState().siwxSessions).toHaveLength(1)
  })
  it("failure keeps the view, shows 'Signature declined' and emits SIWX_AUTH_ERROR", async () => {
    const { latch, scripted, siwx, events } = await setup(true)
    scripted.script.sign = { error: { code: 4001 } }
    expect(await latch.signIn()).toBe(false)
    expect(siwx.sessions).toHaveLength(0)
    expect(latch.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(latch.isOpen()).toBe(true)
    // The 'Authenticating...' toast gives way to the error after 150 ms (spec §4 Toasts).
    await vi.waitFor(() =>
      expect(latch.stores.toast.getState()).toMatchObject({
        message: { key: 'error.signatureDeclined' },
        variant: 'error',
      }),
    )
    expect(events.map((e) => e.event)).toContain('SIWX_AUTH_ERROR')
  })
  it('closing is blocked while required and unsigned', async () => {
    const { latch } = await setup(true)
    latch.close()
    latch.goBack()
    expect(latch.isOpen()).toBe(true)
  })
  it('cancel disconnects when required, then resets to Connect', async () => {
    const { latch, events } = await setup(true)
    await latch.cancelSignIn()
    expect(latch.getAccount()?.address).toBeUndefined()
    expect(latch.isOpen()).toBe(false)
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['CLICK_CANCEL_SIWX', 'DISCONNECT_SUCCESS']),
    )
  })
  it('cancel only closes when optional', async () => {
    const { latch } = await setup(false)
    await latch.cancelSignIn()
    expect(latch.getAccount()?.address).toBeDefined()
    expect(latch.isOpen()).toBe(false)
  })
  it('a reload with a session does not ask again; a network with no session asks again', async () => {
    const { latch, create } = await setup(false)
    await latch.signIn()
    const reloaded = create()
    await reloaded.ready
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(reloaded.isOpen()).toBe(false)
    await reloaded.switchNetwork(anvil2)
    await vi.waitFor(() => expect(reloaded.stores.router.getState().view).toBe('SIWXSignMessage'))
  })
  it("throws 'SIWX is not enabled' on sign-out without the option", async () => {
    const latch = createLatchClient({
      networks: [anvil],
      storage: createMemoryStorage(),
      projectId: 't',
    })
    await expect(latch.signOut()).rejects.toThrow('SIWX is not enabled')
  })
  it("refuses both siwx and siweConfig: 'Cannot set both `siweConfig` and `siwx` options'", () => {
    const { config } = memorySIWX(false)
    expect(() =>
      createLatchClient({
        networks: [anvil],
        siwx: config,
        siweConfig: {} as never,
        storage: createMemoryStorage(),
      }),
    ).toThrow(/^Cannot set both `siweConfig` and `siwx` options$/)
  })
})
