import { createDevWallet, createMemoryDevWalletStorage, requestRpc } from '@latch/testing'
import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  type RpcTransactionRequest,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const receiver = '0x000000000000000000000000000000000000bEEF'
const chainId = 31339

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId })
})

afterAll(() => anvil?.stop())

async function connected() {
  const chains = [
    { id: chainId, name: 'Anvil', rpcUrl: anvil.url },
    { id: 1, name: 'Ethereum' },
  ]
  const wallet = createDevWallet({ chains, storage: createMemoryDevWalletStorage() })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

const balanceOf = async (address: string) =>
  BigInt(await requestRpc<string>(anvil.url, 'eth_getBalance', [address, 'latest']))

const transfer = (value: bigint, fields: Record<string, Hex> = {}) => ({
  method: 'eth_sendTransaction' as const,
  params: [{ from: account0, to: receiver, value: numberToHex(value), ...fields }] as [
    RpcTransactionRequest,
  ],
})

test('signs locally, sends to the current chain and returns the mined hash', async () => {
  const wallet = await connected()
  const before = await balanceOf(receiver)
  const hash = await wallet.request(transfer(parseEther('1.5')))
  const client = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: account0.toLowerCase() })
  expect((await balanceOf(receiver)) - before).toBe(parseEther('1.5'))
})

test('takes legacy gasPrice, gas and nonce from the request', async () => {
  const wallet = await connected()
  const nonce = await requestRpc<Hex>(anvil.url, 'eth_getTransactionCount', [account0, 'latest'])
  const gasPrice = numberToHex(parseEther('0.00000005'))
  const hash = await wallet.request(transfer(1n, { gasPrice, gas: '0x5208', nonce }))
  const sent = await requestRpc<Record<string, string>>(anvil.url, 'eth_getTransactionByHash', [
    hash,
  ])
  expect(sent).toMatchObject({ type: '0x0', gasPrice, gas: '0x5208', nonce })
})

test('a rejected prompt sends nothing', async () => {
  const wallet = await connected()
  const before = await balanceOf(receiver)
  wallet.setNextApproval('reject')
  await expect(wallet.request(transfer(1n))).rejects.toMatchObject({ code: 4001 })
  expect(await balanceOf(receiver)).toBe(before)
})

test('refuses another `from` with 4100 and malformed fields with -32602', async () => {
  const wallet = await connected()
  const { params } = transfer(1n)
  await expect(
    wallet.request({ method: 'eth_sendTransaction', params: [{ ...params[0], from: account1 }] }),
  ).rejects.toMatchObject({ code: 4100 })
  const malformed: Record<string, Hex>[] = [
    { value: '12' as Hex },
    { to: '0x1234' },
    { chainId: '0x1' },
  ]
  for (const fields of malformed) {
    await expect(wallet.request(transfer(1n, fields))).rejects.toMatchObject({ code: -32602 })
  }
})

test("passes the node's error through", async () => {
  const wallet = await connected()
  await expect(wallet.request(transfer(parseEther('1000000')))).rejects.toMatchObject({
    code: -32003,
    message: expect.stringMatching(/insufficient funds/i),
  })
})

test('fails with -32603 on a chain without an RPC URL', async () => {
  const wallet = await connected()
  wallet.moveToChain(1)
  await expect(wallet.request(transfer(1n, { chainId: '0x1' }))).rejects.toMatchObject({
    code: -32603,
    message: 'The current chain has no RPC URL',
  })
})
