import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { expect, test } from 'vitest'
import { createDevWallet } from '../createDevWallet.ts'
import { createMemoryDevWalletStorage } from '../createMemoryDevWalletStorage.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const verifyingContract = '0x000000000000000000000000000000000000bEEF'

const typedData = {
  domain: { name: 'Latch', version: '1', chainId: 31337, verifyingContract },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: verifyingContract, amount: '42' },
} as const

function setup() {
  const chains = [{ id: 31337, name: 'Anvil' }]
  return createDevWallet({ chains, storage: createMemoryDevWalletStorage() })
}

async function connected() {
  const wallet = setup()
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

test('personal_sign signs hex data as raw bytes and other text as UTF-8 (EIP-191)', async () => {
  const wallet = await connected()
  const message = 'hello latch'
  // viem types personal_sign data as hex; wallets also take plain text.
  for (const data of ['0x68656c6c6f206c61746368', message as Hex] as const) {
    const signature = await wallet.request({ method: 'personal_sign', params: [data, account0] })
    expect(await verifyMessage({ address: account0, message, signature })).toBe(true)
  }
})

test('eth_signTypedData_v4 signs EIP-712 typed data given as JSON', async () => {
  const wallet = await connected()
  const signature = await wallet.request({
    method: 'eth_signTypedData_v4',
    params: [account0, JSON.stringify(typedData)],
  })
  const message = { to: verifyingContract, amount: 42n } as const
  expect(await verifyTypedData({ ...typedData, message, address: account0, signature })).toBe(true)
})

test('signs with the selected account', async () => {
  const wallet = await connected()
  wallet.selectAccount(1)
  const signature = await wallet.request({ method: 'personal_sign', params: ['0x00', account1] })
  expect(await verifyMessage({ address: account1, message: { raw: '0x00' }, signature })).toBe(true)
})

test('refuses an unauthorized site or another address with 4100', async () => {
  await expect(
    setup().request({ method: 'personal_sign', params: ['0x00', account0] }),
  ).rejects.toMatchObject({
    code: 4100,
    message: 'The requested method and/or account has not been authorized by the user.',
  })
  const wallet = await connected()
  await expect(
    wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account1, JSON.stringify(typedData)],
    }),
  ).rejects.toMatchObject({ code: 4100 })
})

test('rejects malformed typed data with -32602 before prompting', async () => {
  const wallet = await connected()
  wallet.setNextApproval('reject')
  for (const json of ['{', JSON.stringify({ ...typedData, primaryType: undefined })]) {
    await expect(
      wallet.request({ method: 'eth_signTypedData_v4', params: [account0, json] }),
    ).rejects.toMatchObject({ code: -32602 })
  }
  const badAddress = { ...typedData, message: { ...typedData.message, to: '0x1234' } }
  await expect(
    wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account0, JSON.stringify(badAddress)],
    }),
  ).rejects.toMatchObject({ code: -32602 })
  expect(wallet.nextApproval).toBe('reject')
})
