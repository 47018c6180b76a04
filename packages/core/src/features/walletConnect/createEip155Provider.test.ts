import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CaipAddress, CaipNetworkId } from '../../caip/types.js'
import { createEmitter } from '../../events/createEmitter.js'
import { createEip155Provider } from './createEip155Provider.js'
import type { WalletConnectSession, WalletConnectSessionEventMap } from './types.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session: WalletConnectSession = {
  topic: 'a'.repeat(64),
  accounts: { eip155: [`eip155:1:${address}`, `eip155:10:${address}`] },
  caipNetworkIds: { eip155: ['eip155:1', 'eip155:10'] },
  peer: { name: 'Wallet', description: '', url: '', icons: [] },
  expiry: Date.now() + 60_000,
}

function setup() {
  const events = createEmitter<WalletConnectSessionEventMap>((error) => {
    throw error
  })
  const request = vi.fn(async () => '0xsigned' as unknown)
  const provider = createEip155Provider({
    session: {
      getSession: () => session,
      restore: async () => session,
      request: request as never,
      on: events.on,
    },
    getRpcUrl: (caipNetworkId: CaipNetworkId) => `http://127.0.0.1:1/${caipNetworkId}`,
    onListenerError: (error) => {
      throw error
    },
  })
  return { provider, events, request }
}

function answerWith(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { id } = JSON.parse(init.body) as { id: number }
      const payload = typeof body === 'function' ? (body as (id: number) => unknown)(id) : body
      return new Response(typeof payload === 'string' ? payload : JSON.stringify(payload), {
        status,
      })
    }),
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('createEip155Provider', () => {
  test('answers eth_chainId and eth_accounts from the session; wallet methods go to the wallet', async () => {
    const { provider, request } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', address] })).toBe(
      '0xsigned',
    )
    expect(request).toHaveBeenCalledWith({
      method: 'personal_sign',
      params: ['0x00', address],
      chainId: 'eip155:1',
    })
  })

  test('reads go to the RPC URL and accept only a JSON-RPC answer to that request', async () => {
    const { provider } = setup()
    answerWith((id: number) => ({ jsonrpc: '2.0', id, result: '0x10' }))
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')

    for (const body of [
      null,
      'not json',
      '"str"',
      { jsonrpc: '2.0', id: 999, result: '0xdead' },
      (id: number) => ({ jsonrpc: '2.0', id }),
      (id: number) => ({ jsonrpc: '2.0', id, error: { message: {}, code: 'x' } }),
    ]) {
      answerWith(body)
      await expect(provider.request({ method: 'eth_getBalance' })).rejects.toMatchObject({
        name: 'RpcReadError',
        shortMessage: 'The RPC node failed eth_getBalance',
      })
    }
    answerWith((id: number) => ({ jsonrpc: '2.0', id, result: '0x1' }), 500)
    await expect(provider.request({ method: 'eth_getBalance' })).rejects.toMatchObject({
      name: 'RpcReadError',
    })
    answerWith((id: number) => ({ jsonrpc: '2.0', id, error: { code: -32000, message: 'nope' } }))
    await expect(provider.request({ method: 'eth_call' })).rejects.toMatchObject({
      name: 'RpcReadError',
      rpcCode: -32000,
    })
  })

  test("the wallet's chainChanged counts only for a chain of the session", async () => {
    const { provider, events } = setup()
    const changes: string[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    events.emit('chainChanged', { caipNetworkId: 'eip155:137' })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    events.emit('chainChanged', { caipNetworkId: 'eip155:10' })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(changes).toEqual(['0xa'])
  })

  test("the wallet's accountsChanged keeps only well-formed accounts on the session's chains", () => {
    const { provider, events } = setup()
    const changes: string[][] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    events.emit('accountsChanged', {
      namespace: 'eip155',
      accounts: [
        'eip155:1:notAnAddress',
        'eip155:999:0xffff',
        `eip155:137:${other}`,
        `eip155:1:${other}`,
      ] as CaipAddress[],
    })
    events.emit('accountsChanged', {
      namespace: 'eip155',
      accounts: ['eip155:1:junk'] as CaipAddress[],
    })
    expect(changes).toEqual([[other]])
  })
})
