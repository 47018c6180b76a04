import { createDevWallet, createMemoryDevWalletStorage } from '@latch/testing'
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { expect, test } from 'vitest'
import {
  type AnswerSessionRequestReturnType,
  answerSessionRequest,
} from './answerSessionRequest.ts'

function signatureOf(answer: AnswerSessionRequestReturnType): Hex {
  if (!('result' in answer)) throw new Error(`expected a result, got ${JSON.stringify(answer)}`)
  return answer.result as Hex
}

async function setup() {
  const wallet = createDevWallet({
    chains: [
      { id: 31337, name: 'Anvil' },
      { id: 31338, name: 'Anvil 2' },
    ],
    storage: createMemoryDevWalletStorage(),
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  const answer = (method: string, params: unknown, chainId = 'eip155:31337') =>
    answerSessionRequest({ wallet, request: { method, params }, chainId, answer: 'approve' })
  return { wallet, answer }
}

test('signs personal_sign and eth_signTypedData_v4 with account 0', async () => {
  const { wallet, answer } = await setup()
  const address = wallet.address
  const signed = await answer('personal_sign', [toHex('hello'), address])
  expect(await verifyMessage({ address, message: 'hello', signature: signatureOf(signed) })).toBe(
    true,
  )

  const typedData = {
    domain: { name: 'Latch', chainId: 31338 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  } as const
  const params = [address, JSON.stringify(typedData)]
  const typed = await answer('eth_signTypedData_v4', params, 'eip155:31338')
  expect(await verifyTypedData({ address, signature: signatureOf(typed), ...typedData })).toBe(true)
  expect(wallet.chainId).toBe(31338)
})

test('switches to a known chain and refuses an unknown one with 4902', async () => {
  const { wallet, answer } = await setup()
  expect(await answer('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  expect(wallet.chainId).toBe(31338)
  expect(await answer('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({
    error: {
      code: 4902,
      message:
        'Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.',
    },
  })
})

test('answers rejections, other methods and other namespaces with errors', async () => {
  const { wallet, answer } = await setup()
  expect(
    await answerSessionRequest({
      wallet,
      request: { method: 'personal_sign', params: ['0x00', wallet.address] },
      chainId: 'eip155:31337',
      answer: 'reject',
    }),
  ).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  expect(await answer('eth_blockNumber', [])).toEqual({
    error: { code: 4200, message: 'The Provider does not support the requested method.' },
  })
  expect(await answer('personal_sign', ['0x00', wallet.address], 'solana:mainnet')).toEqual({
    error: {
      code: -32602,
      message: 'Invalid params: expected an eip155 chain, got solana:mainnet',
    },
  })
})
