import type { Logger } from '@latch/core'
import { type CaipNetwork, createMemoryStorage, toCaipNetwork } from '@latch/core'
import { createConfig, http, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { toViemChain } from '../toViemChain.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network: CaipNetwork = toCaipNetwork({
  id: 41011,
  name: 'Chain 41011',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: every request here is the wallet's.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

// wagmi's injected connector finds providers only in a window; this Node test has no DOM.
beforeEach(() => {
  const top = new EventTarget()
  vi.stubGlobal('window', Object.assign(top, { parent: top }))
})
afterEach(() => vi.unstubAllGlobals())

/** An adapter connected to a wallet on chain 41011 answering `answers`' methods (else 4200). */
async function connectFake(answers: Record<string, (params: unknown) => unknown>) {
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
  const wagmiConfig = createConfig({
    chains: [toViemChain(network)],
    connectors: [
      injected({
        target: { id: 'fake', name: 'Fake', provider: provider as unknown as EIP1193Provider },
      }),
    ],
    transports: { 41011: http('http://127.0.0.1:9') },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const adapter = createEvmAdapter({ wagmiConfig })
  adapter.setup({
    networks: [network],
    logger: logger as unknown as Logger,
    storage: createMemoryStorage(),
  })
  await adapter.connect({ connectorId: 'fake', caipNetwork: network })
  const sent = (method: string) => requests.filter((request) => request.method === method)
  return { adapter, sent }
}

describe('getWalletCapabilities (EIP-5792 wallet_getCapabilities, every chain)', () => {
  it("asks with the account alone and passes the wallet's answer on", async () => {
    const answer = { '0xa033': { assetDiscovery: { supported: true } }, '0x1': {} }
    const { adapter, sent } = await connectFake({ wallet_getCapabilities: () => answer })
    expect(await adapter.getWalletCapabilities?.({ address })).toEqual(answer)
    expect(sent('wallet_getCapabilities').map((request) => request.params)).toEqual([[address]])
  })

  it('a wallet without the method gives undefined; other failures reject', async () => {
    const { adapter } = await connectFake({})
    expect(await adapter.getWalletCapabilities?.({ address })).toBeUndefined()
    const failing = await connectFake({
      wallet_getCapabilities: () => {
        throw Object.assign(new Error('Internal error'), { code: -32603 })
      },
    })
    await expect(failing.adapter.getWalletCapabilities?.({ address })).rejects.toThrow(
      'Internal error',
    )
  })
})

describe('getAssets (ERC-7811 wallet_getAssets)', () => {
  it('asks for the account on the network’s hex chain id', async () => {
    const answer = { '0xa033': [{ address: 'native', balance: '0x1', type: 'NATIVE' }] }
    const { adapter, sent } = await connectFake({ wallet_getAssets: () => answer })
    expect(await adapter.getAssets?.({ address, caipNetwork: network })).toEqual(answer)
    expect(sent('wallet_getAssets').map((request) => request.params)).toEqual([
      [{ account: address, chainFilter: ['0xa033'] }],
    ])
  })

  it("rejects with the wallet's error", async () => {
    const { adapter } = await connectFake({})
    await expect(adapter.getAssets?.({ address, caipNetwork: network })).rejects.toMatchObject({
      code: 4200,
    })
  })
})
