import { type CaipNetwork, createMemoryStorage, toCaipNetwork } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { announceProvider } from 'mipd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network: CaipNetwork = toCaipNetwork({
  id: 41011,
  name: 'Chain 41011',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: these tests only talk to the wallet.
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
})

/** A wallet that approves the connection, then reports `chainId` and claims every switch. */
function hostileWallet(chainId: unknown) {
  return {
    async request({ method }: { method: string }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'eth_chainId') return chainId
      if (method === 'wallet_switchEthereumChain') return null
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
      throw Object.assign(new Error('Unsupported'), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
}

let stop: () => void = () => {}
beforeEach(() => {
  const top = new EventTarget()
  vi.stubGlobal('window', Object.assign(top, { parent: top }))
})
afterEach(() => {
  stop()
  vi.unstubAllGlobals()
})

describe('createEvmAdapter with a wallet that reports an unusable chain id', () => {
  it.each([['garbage'], ['0xZZ'], [null], [`0x${'f'.repeat(64)}`]])(
    'connect ends with "The wallet sent an invalid chain id" for %j, instead of spinning forever',
    async (chainId) => {
      stop = announceProvider({
        info: {
          uuid: 'f0e1',
          name: 'Hostile',
          icon: 'data:image/png;base64,AA==',
          rdns: 'x.hostile',
        },
        provider: hostileWallet(chainId) as never,
      })
      const adapter = createEvmAdapter()
      adapter.setup({
        networks: [network],
        logger: createLogger('fatal'),
        storage: createMemoryStorage(),
      })
      await expect(
        adapter.connect({ connectorId: 'x.hostile', caipNetwork: network }),
      ).rejects.toThrow('The wallet sent an invalid chain id')
    },
    5_000,
  )
})

describe('createEvmAdapter with a planted wagmi state', () => {
  it('connects: a store with `connections: 5` no longer fails every connect with "Unknown error"', async () => {
    stop = announceProvider({
      info: { uuid: 'f0e2', name: 'Good', icon: 'data:image/png;base64,AA==', rdns: 'x.good' },
      provider: hostileWallet('0xa033') as never,
    })
    const storage = createMemoryStorage()
    storage.setItem(
      'latch.wagmi.store',
      JSON.stringify({ state: { connections: 5, current: 'x', chainId: 1 }, version: 3 }),
    )
    const adapter = createEvmAdapter()
    adapter.setup({ networks: [network], logger: createLogger('fatal'), storage })
    await expect(adapter.connect({ connectorId: 'x.good', caipNetwork: network })).resolves.toEqual(
      { address: account, chainId: 41011 },
    )
  })
})

describe('createEvmAdapter with two providers announcing one rdns', () => {
  it('does not reconnect the stored wallet silently: which provider is real cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const info = { name: 'Good', icon: 'data:image/png;base64,AA==' as const, rdns: 'x.good' }
    const first = announceProvider({
      info: { ...info, uuid: 'a1' },
      provider: hostileWallet('0xa033') as never,
    })
    const second = announceProvider({
      info: { ...info, uuid: 'b2' },
      provider: hostileWallet('0xa033') as never,
    })
    stop = () => {
      first()
      second()
    }
    const adapter = createEvmAdapter()
    adapter.setup({
      networks: [network],
      logger: createLogger('warn'),
      storage: createMemoryStorage(),
    })
    expect(adapter.getConnectors().map(({ id }) => id)).toEqual(['x.good', 'x.good#b2'])
    expect(await adapter.reconnect({ connectorId: 'x.good' })).toBeUndefined()
    expect(await adapter.reconnect({ connectorId: 'x.good#b2' })).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(
      '[Latch] Not reconnecting "x.good": two wallets announce its rdns',
    )
    warn.mockRestore()
  })
})
