import { createLogger } from '@latch/core/internal'
import type { EIP1193Provider } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { guardEip1193Provider } from './guardEip1193Provider.js'

type Listener = (...args: unknown[]) => void

/** A scripted wallet: `answers[method]` is returned (or called) for each request. */
function createWallet(answers: Record<string, unknown>) {
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    isHostile: true,
    request({ method }: { method: string }) {
      const answer = answers[method]
      return typeof answer === 'function' ? answer() : Promise.resolve(answer)
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  return { provider: provider as unknown as EIP1193Provider, emit, listeners }
}

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const signature = `0x${'ab'.repeat(65)}`
const quiet = createLogger('fatal')

describe('guardEip1193Provider: what a wallet answers is checked before wagmi sees it', () => {
  it.each([['garbage'], ['0xZZ'], [null], [`0x${'f'.repeat(64)}`], [0], [-1], [1.5]])(
    'refuses the chain id %j with a typed error',
    async (chainId) => {
      const { provider } = createWallet({ eth_chainId: chainId })
      await expect(
        guardEip1193Provider(provider).request({ method: 'eth_chainId' }),
      ).rejects.toThrow('The wallet sent an invalid chain id')
    },
  )

  it('passes a good chain id on as a hex quantity, also from a wallet that sends decimals', async () => {
    for (const chainId of ['0x7a69', '31337', 31337]) {
      const { provider } = createWallet({ eth_chainId: chainId })
      expect(await guardEip1193Provider(provider).request({ method: 'eth_chainId' })).toBe('0x7a69')
    }
  })

  it('refuses accounts that are not addresses and signatures that are not hex bytes', async () => {
    const { provider } = createWallet({
      eth_requestAccounts: ['not an address'],
      eth_accounts: { 0: account },
      personal_sign: 'signed!',
    })
    const guarded = guardEip1193Provider(provider)
    await expect(guarded.request({ method: 'eth_requestAccounts' })).rejects.toThrow(
      'The wallet sent an invalid account',
    )
    await expect(guarded.request({ method: 'eth_accounts' })).rejects.toThrow(
      'The wallet sent an invalid account',
    )
    await expect(
      guarded.request({ method: 'personal_sign', params: ['0x00', account] }),
    ).rejects.toThrow('The wallet sent an invalid signature')
  })

  it('lets good answers and other methods through', async () => {
    const { provider } = createWallet({
      eth_requestAccounts: [account],
      personal_sign: signature,
      eth_blockNumber: '0x10',
    })
    const guarded = guardEip1193Provider(provider)
    expect(await guarded.request({ method: 'eth_requestAccounts' })).toEqual([account])
    expect(await guarded.request({ method: 'personal_sign', params: ['0x00', account] })).toBe(
      signature,
    )
    expect(await guarded.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect((guarded as unknown as { isHostile: boolean }).isHostile).toBe(true)
  })

  it('bounds eth_chainId, which needs no user action: "The wallet did not answer"', async () => {
    const { provider } = createWallet({ eth_chainId: () => new Promise(() => {}) })
    const guarded = guardEip1193Provider(provider, { readTimeoutMs: 20 })
    await expect(guarded.request({ method: 'eth_chainId' })).rejects.toThrow(
      'The wallet did not answer',
    )
  })

  it('a claimed switch that never shows ends in "The wallet did not switch network"', async () => {
    const { provider } = createWallet({ wallet_switchEthereumChain: null, eth_chainId: '0x1' })
    const guarded = guardEip1193Provider(provider, { switchConfirmTimeoutMs: 30 })
    await expect(
      guarded.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).rejects.toThrow('The wallet did not switch network')
  })

  it('a claimed switch confirmed by eth_chainId or by a later chainChanged resolves', async () => {
    const now = createWallet({ wallet_switchEthereumChain: null, eth_chainId: '0x2105' })
    await expect(
      guardEip1193Provider(now.provider, { switchConfirmTimeoutMs: 30 }).request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      }),
    ).resolves.toBeNull()
    const later = createWallet({ wallet_switchEthereumChain: null, eth_chainId: '0x1' })
    const pending = guardEip1193Provider(later.provider, { switchConfirmTimeoutMs: 1000 }).request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    setTimeout(() => later.emit('chainChanged', '0x2105'), 10)
    await expect(pending).resolves.toBeNull()
    expect(later.listeners.get('chainChanged')?.size).toBe(0)
  })

  it('drops events with unusable payloads (logged once) and shields the wallet from listener errors', () => {
    const { provider, emit } = createWallet({})
    const logger = createLogger('warn')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const guarded = guardEip1193Provider(provider, { logger })
    const chains: unknown[] = []
    const accounts: unknown[] = []
    guarded.on('chainChanged', (chainId) => chains.push(chainId))
    guarded.on('accountsChanged', (list) => accounts.push(list))
    for (const bad of ['garbage', null, `0x${'f'.repeat(64)}`]) emit('chainChanged', bad)
    emit('chainChanged', '10')
    emit('accountsChanged', ['nope'])
    emit('accountsChanged', [account])
    expect(chains).toEqual(['0xa'])
    expect(accounts).toEqual([[account]])
    expect(warn).toHaveBeenCalledTimes(2)
    guarded.on('accountsChanged', () => {
      throw new Error('listener bug')
    })
    expect(() => emit('accountsChanged', [account])).not.toThrow()
    warn.mockRestore()
    error.mockRestore()
  })

  it('removes the listener it wrapped', () => {
    const { provider, listeners } = createWallet({})
    const guarded = guardEip1193Provider(provider)
    const listener = () => {}
    guarded.on('accountsChanged', listener)
    expect(listeners.get('accountsChanged')?.size).toBe(1)
    guarded.removeListener('accountsChanged', listener)
    expect(listeners.get('accountsChanged')?.size).toBe(0)
  })

  it('survives a frozen provider, one without events, and a request that throws synchronously', async () => {
    const frozen = Object.freeze({
      request() {
        throw new Error('sync throw')
      },
    }) as unknown as EIP1193Provider
    const guarded = guardEip1193Provider(frozen, { logger: quiet })
    await expect(guarded.request({ method: 'eth_blockNumber' })).rejects.toThrow('sync throw')
    expect(() => guarded.on('accountsChanged', () => {})).not.toThrow()
    expect(() => guarded.removeListener('accountsChanged', () => {})).not.toThrow()
  })

  it('never looks like a promise: a wallet provider with a `then` would hang every await of it', async () => {
    const { provider } = createWallet({ eth_chainId: '0x1' })
    // biome-ignore lint/suspicious/noThenProperty: a hostile wallet's thenable provider is the point.
    const thenable = Object.assign(provider, { then() {} })
    const guarded = guardEip1193Provider(thenable)
    expect((guarded as unknown as { then?: unknown }).then).toBeUndefined()
    expect('then' in guarded).toBe(false)
    await expect(Promise.resolve(guarded)).resolves.toBe(guarded)
  })

  it("catches an async listener's rejection (wagmi's listeners are async and unawaited)", async () => {
    const { provider, emit } = createWallet({})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const guarded = guardEip1193Provider(provider, { logger: createLogger('error') })
    guarded.on('accountsChanged', async () => {
      throw new Error('The wallet sent an invalid chain id')
    })
    emit('accountsChanged', [account])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(unhandled).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith(
      '[Latch] A "accountsChanged" listener failed',
      expect.any(Error),
    )
    process.off('unhandledRejection', unhandled)
    error.mockRestore()
  })

  it('accepts the empty signature a Safe gives for a message signed on-chain (ERC-1271)', async () => {
    const { provider } = createWallet({ personal_sign: '0x' })
    await expect(
      guardEip1193Provider(provider).request({
        method: 'personal_sign',
        params: ['0x00', account],
      }),
    ).resolves.toBe('0x')
  })

  it('one listener on two events gets each its own checks; once is guarded and fires once', () => {
    const { provider, emit } = createWallet({})
    const guarded = guardEip1193Provider(provider, { logger: quiet })
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    guarded.on('chainChanged', listener)
    guarded.on('accountsChanged', listener)
    emit('chainChanged', '0x1')
    emit('accountsChanged', [account])
    expect(seen).toEqual(['0x1', [account]])
    const once: unknown[] = []
    ;(guarded as unknown as { once: typeof guarded.on }).once('chainChanged', (id) => once.push(id))
    emit('chainChanged', 'garbage')
    emit('chainChanged', '0x2')
    emit('chainChanged', '0x3')
    expect(once).toEqual(['0x2'])
  })

  it('a provider whose `on` getter throws gets a no-op `on`', () => {
    const hostile = {
      request: async () => null,
      get on() {
        throw new Error('getter trap')
      },
    } as unknown as EIP1193Provider
    const guarded = guardEip1193Provider(hostile, { logger: quiet })
    expect(() => guarded.on('accountsChanged', () => {})).not.toThrow()
  })
})
