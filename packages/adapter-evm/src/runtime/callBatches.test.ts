import type { Logger } from '@latch/core'
import { type CaipNetwork, createMemoryStorage, toCaipNetwork } from '@latch/core'
import { createConfig, http, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { toViemChain } from '../toViemChain.js'
import { isMethodUnsupportedError, readAtomicStatus } from './callBatches.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const router = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'ab'.repeat(32)}`
const network: CaipNetwork = toCaipNetwork({
  id: 41011,
  name: 'Chain 41011',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: every request here is the wallet's.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

type Answer = (params: unknown) => unknown

// wagmi's injected connector finds providers only in a window; this Node test has no DOM.
beforeEach(() => {
  const top = new EventTarget()
  vi.stubGlobal('window', Object.assign(top, { parent: top }))
})
afterEach(() => vi.unstubAllGlobals())

/** A wallet on chain 41011 answering `answers`' methods; any other one is EIP-1193 4200. */
function createFakeWallet(answers: Record<string, Answer>) {
  const requests: { method: string; params: unknown }[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
      if (method === 'eth_chainId') return '0xa033'
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error('The method is not supported'), { code: 4200 })
      return answer(params)
    },
    on() {},
    removeListener() {},
  }
  return { provider, requests }
}

async function connectFake(answers: Record<string, Answer>) {
  const wallet = createFakeWallet(answers)
  const wagmiConfig = createConfig({
    chains: [toViemChain(network)],
    connectors: [
      injected({
        target: {
          id: 'fake',
          name: 'Fake',
          provider: wallet.provider as unknown as EIP1193Provider,
        },
      }),
    ],
    transports: { 41011: http('http://127.0.0.1:9') },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const warn = vi.fn()
  const logger = { warn, error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger
  const adapter = createEvmAdapter({ wagmiConfig })
  adapter.setup({ networks: [network], logger, storage: createMemoryStorage() })
  await adapter.connect({ connectorId: 'fake', caipNetwork: network })
  return { adapter, warn, requests: wallet.requests }
}

const rpcError = (code: number, message: string) => () => {
  throw Object.assign(new Error(message), { code })
}

describe('readAtomicStatus (EIP-5792 atomic capability of one chain)', () => {
  it('reads supported, ready and unsupported; anything else is unsupported', () => {
    expect(readAtomicStatus({ atomic: { status: 'supported' } })).toBe('supported')
    expect(readAtomicStatus({ atomic: { status: 'ready' }, paymasterService: {} })).toBe('ready')
    expect(readAtomicStatus({ atomic: { status: 'unsupported' } })).toBe('unsupported')
    expect(readAtomicStatus({ atomic: { status: 'yes' } })).toBe('unsupported')
    expect(readAtomicStatus({ atomicBatch: { supported: true } })).toBe('unsupported')
    expect(readAtomicStatus(undefined)).toBe('unsupported')
    expect(readAtomicStatus('supported')).toBe('unsupported')
  })

  it('tells a missing method (4200, -32601, "not supported", wrapped) from other failures', () => {
    expect(isMethodUnsupportedError({ code: 4200 })).toBe(true)
    expect(isMethodUnsupportedError(new Error('x', { cause: { code: -32601 } }))).toBe(true)
    expect(isMethodUnsupportedError(new Error('wallet_getCapabilities is not supported'))).toBe(
      true,
    )
    expect(isMethodUnsupportedError(new Error('timeout', { cause: { code: -32603 } }))).toBe(false)
    expect(isMethodUnsupportedError(undefined)).toBe(false)
  })
})

describe('getCapabilities (wallet_getCapabilities)', () => {
  it("reads the chain's atomic status, asking for that chain", async () => {
    const { adapter, requests } = await connectFake({
      wallet_getCapabilities: () => ({ '0xa033': { atomic: { status: 'ready' } } }),
    })
    expect(await adapter.getCapabilities?.({ address, caipNetwork: network })).toEqual({
      atomic: 'ready',
    })
    expect(requests.find((request) => request.method === 'wallet_getCapabilities')?.params).toEqual(
      [address, ['0xa033']],
    )
  })

  it('another chain only, or a missing atomic entry: unsupported', async () => {
    const { adapter } = await connectFake({
      wallet_getCapabilities: () => ({ '0x1': { atomic: { status: 'supported' } } }),
    })
    expect(await adapter.getCapabilities?.({ address, caipNetwork: network })).toEqual({
      atomic: 'unsupported',
    })
  })

  it('a wallet without the method (4200, -32601): unsupported, nothing logged', async () => {
    const walletsWithout: Record<string, Answer>[] = [
      {},
      { wallet_getCapabilities: rpcError(-32601, 'Method not found') },
    ]
    for (const answers of walletsWithout) {
      const { adapter, warn } = await connectFake(answers)
      expect(await adapter.getCapabilities?.({ address, caipNetwork: network })).toEqual({
        atomic: 'unsupported',
      })
      expect(warn).not.toHaveBeenCalled()
    }
  })

  it('another failure: unsupported, with a warning', async () => {
    const { adapter, warn } = await connectFake({
      wallet_getCapabilities: rpcError(-32603, 'Internal error'),
    })
    expect(await adapter.getCapabilities?.({ address, caipNetwork: network })).toEqual({
      atomic: 'unsupported',
    })
    expect(warn).toHaveBeenCalledWith(
      'Could not read the wallet capabilities; sending calls one by one',
      expect.anything(),
    )
  })
})

describe('sendCalls and waitForCalls (wallet_sendCalls, wallet_getCallsStatus)', () => {
  const calls = [
    { caipNetwork: network, from: address, to: token, value: 0n, data: '0x095ea7b3' as const },
    { caipNetwork: network, from: address, to: router, value: 5n, data: '0x5ae401dc' as const },
  ]
  const receipt = (status: '0x1' | '0x0') => ({
    logs: [],
    status,
    blockHash: hash,
    blockNumber: '0x2',
    gasUsed: '0x5208',
    transactionHash: hash,
  })

  it('sends one atomic batch (atomicRequired, v2.0.0) and reads its outcome', async () => {
    const { adapter, requests } = await connectFake({
      wallet_sendCalls: () => ({ id: '0xbatch' }),
      wallet_getCallsStatus: () => ({
        version: '2.0.0',
        id: '0xbatch',
        chainId: '0xa033',
        atomic: true,
        status: 200,
        receipts: [receipt('0x1')],
      }),
    })
    expect(await adapter.sendCalls?.({ caipNetwork: network, calls })).toEqual({ id: '0xbatch' })
    const sent = requests.find((request) => request.method === 'wallet_sendCalls')
    const [params] = (sent?.params ?? []) as Record<string, unknown>[]
    expect(params).toMatchObject({
      version: '2.0.0',
      chainId: '0xa033',
      from: address,
      atomicRequired: true,
      calls: [
        { to: token, data: '0x095ea7b3' },
        { to: router, data: '0x5ae401dc', value: '0x5' },
      ],
    })
    expect(await adapter.waitForCalls?.({ caipNetwork: network, id: '0xbatch' })).toEqual({
      status: 'success',
      transactionHash: hash,
    })
  })

  it('a batch that failed on chain is reverted; a refusal rejects (no call by call fallback)', async () => {
    const { adapter, requests } = await connectFake({
      wallet_sendCalls: rpcError(5760, 'Atomicity is not supported'),
      wallet_getCallsStatus: () => ({
        version: '2.0.0',
        id: '0xbatch',
        chainId: '0xa033',
        atomic: true,
        status: 500,
        receipts: [receipt('0x0')],
      }),
    })
    await expect(adapter.sendCalls?.({ caipNetwork: network, calls })).rejects.toMatchObject({
      cause: { code: 5760 },
    })
    expect(requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
    expect(await adapter.waitForCalls?.({ caipNetwork: network, id: '0xbatch' })).toEqual({
      status: 'reverted',
      transactionHash: hash,
    })
  })

  it('a batch id that is not a string is refused', async () => {
    const { adapter } = await connectFake({ wallet_sendCalls: () => ({ id: 42 }) })
    await expect(adapter.sendCalls?.({ caipNetwork: network, calls })).rejects.toThrow(
      'The wallet sent an invalid batch id',
    )
  })
})
