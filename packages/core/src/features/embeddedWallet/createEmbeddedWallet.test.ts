import { expect, test, vi } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import type { AuthSession } from './types.js'

function fakeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    request: vi.fn(async () => '0x1'),
    sendCode: vi.fn(),
    startSocial: vi.fn(),
    awaitSocial: vi.fn(),
    completeSocial: vi.fn(),
    cancelSocial: vi.fn(),
    startFarcaster: vi.fn(),
    awaitFarcaster: vi.fn(),
    cancelFarcaster: vi.fn(),
    passkeyLogin: vi.fn(),
    addPasskey: vi.fn(),
    applyLogin: vi.fn(),
    setAccountType: vi.fn(),
    getAccounts: vi.fn(),
    getSession: () => null,
    signOut: vi.fn(),
    destroy: vi.fn(),
    ...overrides,
  }
}

const element = (name: string) => ({ name }) as unknown as HTMLElement

test('nothing loads until asked; the session is made once', async () => {
  const session = fakeSession()
  const createSession = vi.fn(async () => session)
  const wallet = createEmbeddedWallet({ createSession })
  expect(wallet.loaded()).toBeUndefined()
  expect(createSession).not.toHaveBeenCalled()
  const [a, b] = await Promise.all([wallet.load(), wallet.load()])
  expect(a).toBe(session)
  expect(b).toBe(session)
  expect(await wallet.loaded()).toBe(session)
  expect(createSession).toHaveBeenCalledExactlyOnceWith(wallet)
})

test('the provider loads the session on its first request and passes method and params', async () => {
  const session = fakeSession()
  const createSession = vi.fn(async () => session)
  const wallet = createEmbeddedWallet({ createSession })
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  await wallet.provider.request({ method: 'personal_sign', params: ['0x68', '0xabc'] })
  expect(session.request).toHaveBeenNthCalledWith(1, 'eth_chainId', undefined)
  expect(session.request).toHaveBeenNthCalledWith(2, 'personal_sign', ['0x68', '0xabc'])
  expect(createSession).toHaveBeenCalledOnce()
})

test('a failed load is forgotten: the next call tries again', async () => {
  const session = fakeSession()
  const createSession = vi
    .fn<() => Promise<AuthSession>>()
    .mockRejectedValueOnce(new Error('iframe load failed'))
    .mockResolvedValueOnce(session)
  const wallet = createEmbeddedWallet({ createSession })
  await expect(wallet.provider.request({ method: 'eth_chainId' })).rejects.toThrow(
    'iframe load failed',
  )
  expect(wallet.loaded()).toBeUndefined()
  expect(await wallet.load()).toBe(session)
  expect(createSession).toHaveBeenCalledTimes(2)
})

test('emit tells the listeners of that event, until removed', () => {
  const wallet = createEmbeddedWallet({ createSession: async () => fakeSession() })
  const onChain = vi.fn()
  const onAccounts = vi.fn()
  wallet.provider.on('chainChanged', onChain)
  wallet.provider.on('accountsChanged', onAccounts)
  wallet.emit('chainChanged', '0xa')
  expect(onChain).toHaveBeenCalledExactlyOnceWith('0xa')
  expect(onAccounts).not.toHaveBeenCalled()
  wallet.provider.removeListener('chainChanged', onChain)
  wallet.emit('chainChanged', '0x1')
  wallet.emit('disconnect', { code: 4900 })
  expect(onChain).toHaveBeenCalledOnce()
  // Removing a listener never added is harmless.
  wallet.provider.removeListener('disconnect', onChain)
})

test('container() waits for the UI’s container, and gives the newest one', async () => {
  const wallet = createEmbeddedWallet({ createSession: async () => fakeSession() })
  const first = wallet.container()
  const second = wallet.container()
  wallet.setContainer(null)
  const a = element('a')
  wallet.setContainer(a)
  expect(await first).toBe(a)
  expect(await second).toBe(a)
  expect(await wallet.container()).toBe(a)
  // Unmounted: a new caller waits for the next container.
  wallet.setContainer(null)
  const third = wallet.container()
  const b = element('b')
  wallet.setContainer(b)
  expect(await third).toBe(b)
})
