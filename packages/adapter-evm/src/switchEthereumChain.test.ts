import { ChainNotSupportedError, createMemoryStorage, toCaipNetwork } from '@latch/core'
import { createDevWallet } from '@latch/testing'
import { getFreePort, type StartAnvilReturnType, startAnvil } from '@latch/testing-node'
import { numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { switchEthereumChain } from './switchEthereumChain.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
let first: StartAnvilReturnType
let second: StartAnvilReturnType

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startAnvil({ port: await getFreePort(), chainId: 41001, reuse: false }),
    startAnvil({ port: await getFreePort(), chainId: 41002, reuse: false }),
  ])
})
afterAll(() => Promise.all([first?.stop(), second?.stop()]))

const network = (id: number, url: string) =>
  toCaipNetwork({
    id,
    name: `Chain ${id}`,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [url] } },
  })

async function walletOnFirstChain() {
  const wallet = createDevWallet({
    chains: [{ id: 41001, name: 'Chain 41001', rpcUrl: first.url }],
    storage: createMemoryStorage(),
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

describe('switchEthereumChain (spec §4, EIP-3326, EIP-3085)', () => {
  it('adds a chain the wallet does not know (4902), then switches to it', async () => {
    const wallet = await walletOnFirstChain()
    await switchEthereumChain(wallet, network(41002, second.url))
    expect(wallet.chainId).toBe(41002)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe(numberToHex(41002))
  })
  it('switches directly to a chain the wallet knows', async () => {
    const wallet = await walletOnFirstChain()
    await switchEthereumChain(wallet, network(41002, second.url))
    await switchEthereumChain(wallet, network(41001, first.url))
    expect(wallet.chainId).toBe(41001)
  })
  it('passes a user rejection (4001) through, so it is not mistaken for an unsupported chain', async () => {
    const wallet = await walletOnFirstChain()
    wallet.setNextApproval('reject')
    await expect(switchEthereumChain(wallet, network(41002, second.url))).rejects.toMatchObject({
      code: 4001,
    })
    expect(wallet.chainId).toBe(41001)
  })
  it("raises 'Chain is not supported' when the wallet cannot add the chain", async () => {
    const wallet = await walletOnFirstChain()
    const broken = { ...network(41003, second.url), rpcUrls: { default: { http: [] } } }
    const error = await switchEthereumChain(wallet, broken).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
  })
})
