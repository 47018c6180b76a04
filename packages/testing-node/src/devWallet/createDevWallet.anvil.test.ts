import {
  type CreateDevWalletParameters,
  createDevWallet,
  createMemoryDevWalletStorage,
} from '@latch/testing'
import { numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainId = 31338

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId })
})

afterAll(() => anvil?.stop())

function setup(parameters: Partial<CreateDevWalletParameters> = {}) {
  const storage = createMemoryDevWalletStorage()
  const chains = [{ id: chainId, name: 'Anvil', rpcUrl: anvil.url }]
  return createDevWallet({ chains, storage, ...parameters })
}

async function connected(parameters: Partial<CreateDevWalletParameters> = {}) {
  const wallet = setup(parameters)
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

test('connects with eth_requestAccounts, emitting connect and accountsChanged', async () => {
  const wallet = setup()
  const onConnect = vi.fn()
  const onAccountsChanged = vi.fn()
  wallet.on('connect', onConnect)
  wallet.on('accountsChanged', onAccountsChanged)
  expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
  expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0])
  expect(onConnect).toHaveBeenCalledExactlyOnceWith({ chainId: numberToHex(chainId) })
  expect(onAccountsChanged).toHaveBeenCalledExactlyOnceWith([account0])
  expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  expect(await wallet.request({ method: 'net_version' })).toBe('31338')
})

test('forwards other methods to the current chain, passing node errors through', async () => {
  const wallet = await connected()
  const balance = await wallet.request({ method: 'eth_getBalance', params: [account0, 'latest'] })
  expect(BigInt(balance)).toBe(parseEther('10000'))
  await expect(
    wallet.request({ method: 'eth_getBalance', params: ['0x1234', 'latest'] }),
  ).rejects.toMatchObject({ code: -32602 })
})

test('fails with 4901 when the node is unreachable, -32603 without an RPC URL', async () => {
  const chains = [
    { id: 1, name: 'Offline', rpcUrl: `http://127.0.0.1:${await getFreePort()}` },
    { id: 2, name: 'No RPC' },
  ]
  const wallet = createDevWallet({ chains, storage: createMemoryDevWalletStorage() })
  await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
    code: 4901,
    message: 'The Provider is not connected to the requested chain.',
  })
  wallet.moveToChain(2)
  await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
    code: -32603,
    message: 'The current chain has no RPC URL',
  })
})

test('refuses wallet methods it does not implement with 4200 instead of forwarding', async () => {
  const wallet = await connected()
  for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_watchAsset'] as const) {
    await expect(wallet.request({ method, params: [] } as never)).rejects.toMatchObject({
      code: 4200,
      message: 'The Provider does not support the requested method.',
    })
  }
})

test('needs a chain, and a defaultChainId among them', () => {
  expect(() => createDevWallet({ chains: [] })).toThrow('createDevWallet needs at least one chain')
  expect(() => setup({ defaultChainId: 5 })).toThrow('defaultChainId 5 is not one of the chains')
})

describe('setNextApproval', () => {
  test("'reject' rejects the next prompt with 4001, then approves again", async () => {
    const wallet = setup()
    wallet.setNextApproval('reject')
    expect(wallet.nextApproval).toBe('reject')
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.nextApproval).toBe('approve')
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
  })

  test("'hang' leaves the next prompt pending", async () => {
    const wallet = setup()
    wallet.setNextApproval('hang')
    const settled = vi.fn()
    wallet.request({ method: 'eth_requestAccounts' }).then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(settled).not.toHaveBeenCalled()
    expect(wallet.nextApproval).toBe('approve')
  })
})

test('persists authorization, chain and account across a reload', async () => {
  const storage = createMemoryDevWalletStorage()
  const wallet = await connected({ storage })
  wallet.selectAccount(1)
  wallet.moveToChain(1)
  const reloaded = setup({ storage })
  expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([account1])
  expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(reloaded).toMatchObject({ address: account1, chainId: 1 })
})

test('selectAccount emits accountsChanged when authorized', async () => {
  const wallet = await connected()
  const onAccountsChanged = vi.fn()
  wallet.on('accountsChanged', onAccountsChanged)
  wallet.selectAccount(1)
  expect(onAccountsChanged).toHaveBeenCalledExactlyOnceWith([account1])
  wallet.removeListener('accountsChanged', onAccountsChanged)
  wallet.selectAccount(0)
  expect(onAccountsChanged).toHaveBeenCalledOnce()
  expect(() => wallet.selectAccount(-1)).toThrow(
    'Account index must be a non-negative integer, got -1',
  )
})
