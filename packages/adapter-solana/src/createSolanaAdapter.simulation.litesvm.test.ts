import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@latch/core'
import { devSolanaWalletAddress } from '@latch/testing'
import { createTestSplToken, type StartSolanaRpcReturnType } from '@latch/testing-node'
import {
  type Address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDevSolanaWallet } from './testing/connectDevSolanaWallet.js'
import { startFundedSolanaRpc } from './testing/startFundedSolanaRpc.js'

const SOL = 1_000_000_000n
/** What a new associated token account's rent costs (165 bytes, rent-exempt). */
const TOKEN_ACCOUNT_RENT = 2_039_280n

type Local = Awaited<ReturnType<typeof startFundedSolanaRpc>>

let server: StartSolanaRpcReturnType
let network: CaipNetwork
let rpc: Local['rpc']
let ledger: Local['ledger']
let mint: string

beforeAll(async () => {
  ;({ server, network, rpc, ledger } = await startFundedSolanaRpc())
  const token = await createTestSplToken(ledger, {
    owner: devSolanaWalletAddress,
    decimals: 6,
    amount: 10_000_000n,
  })
  mint = token.mint
})
afterAll(() => server.stop())

const fresh = async () => (await generateKeyPairSigner()).address
const from = devSolanaWalletAddress as Address

/** A proxy of the litesvm RPC whose `simulateTransaction` answers as `answer` says. */
async function rpcWithSimulation(answer: (body: { id: number }) => unknown) {
  const proxy: Server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    const body = JSON.parse(text)
    const forwarded =
      body.method === 'simulateTransaction'
        ? JSON.stringify(answer(body))
        : await (await fetch(server.url, { method: 'POST', body: text })).text()
    response.setHeader('content-type', 'application/json')
    response.end(forwarded)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  return {
    network: { ...network, rpcUrls: { default: { http: [url] } } },
    stop: () => new Promise((resolve) => proxy.close(resolve)),
  }
}

describe('simulateTransactions on the litesvm RPC', () => {
  it('previews sending 1.5 SOL: the SOL it costs, the fee left out, nothing committed', async () => {
    const { adapter } = await connectDevSolanaWallet(network)
    const before = (await rpc.getBalance(from).send()).value
    const transactions = [{ caipNetwork: network, from, to: await fresh(), value: 1_500_000_000n }]
    expect(
      await adapter.simulateTransactions?.({ caipNetwork: network, from, transactions }),
    ).toEqual({
      status: 'success',
      changes: [{ symbol: 'SOL', decimals: 9, diff: -1_500_000_000n }],
    })
    expect((await rpc.getBalance(from).send()).value).toBe(before)
  })

  it('previews 2.5 tokens to a fresh address: the tokens and the new account’s rent', async () => {
    const { adapter } = await connectDevSolanaWallet(network)
    const to = await fresh()
    const token = { address: mint, decimals: 6 }
    const transactions = [
      { caipNetwork: network, from, to, value: 2_500_000n, token },
      { caipNetwork: network, from, to, value: SOL },
    ]
    expect(
      await adapter.simulateTransactions?.({ caipNetwork: network, from, transactions }),
    ).toEqual({
      status: 'success',
      changes: [
        { symbol: 'SOL', decimals: 9, diff: -SOL - TOKEN_ACCOUNT_RENT },
        { address: mint, symbol: mint.slice(0, 4), decimals: 6, diff: -2_500_000n },
      ],
    })
    expect(
      await adapter.simulateTransactions?.({ caipNetwork: network, from, transactions: [] }),
    ).toEqual({ status: 'success', changes: [] })
  })

  it('reports a transfer larger than the balance, or of no mint, as reverted', async () => {
    const { adapter } = await connectDevSolanaWallet(network)
    const to = await fresh()
    const simulate = (transaction: {
      value: bigint
      token?: { address: string; decimals: number }
    }) =>
      adapter.simulateTransactions?.({
        caipNetwork: network,
        from,
        transactions: [{ caipNetwork: network, from, to, ...transaction }],
      })
    expect(await simulate({ value: 11_000_000n, token: { address: mint, decimals: 6 } })).toEqual({
      status: 'reverted',
      reason: 'insufficient funds',
    })
    expect(await simulate({ value: 100n * SOL })).toEqual({
      status: 'reverted',
      reason: expect.stringMatching(/^Transfer: insufficient lamports \d+, need 100000000000$/),
    })
    expect(await simulate({ value: 1n, token: { address: await fresh(), decimals: 6 } })).toEqual({
      status: 'reverted',
      reason: 'The token is not an SPL token mint',
    })
  })

  it.each([
    ['without simulateTransaction', { code: -32601, message: 'Method not found' }, undefined],
    ['that ignores the accounts option', undefined, { err: null, logs: [], accounts: null }],
  ])('is unavailable on an RPC %s', async (_, error, value) => {
    const proxy = await rpcWithSimulation(({ id }) =>
      error
        ? { jsonrpc: '2.0', id, error }
        : { jsonrpc: '2.0', id, result: { context: { slot: 1 }, value } },
    )
    try {
      const { adapter } = await connectDevSolanaWallet(network)
      const transactions = [{ caipNetwork: proxy.network, from, to: await fresh(), value: 1n }]
      expect(
        await adapter.simulateTransactions?.({ caipNetwork: proxy.network, from, transactions }),
      ).toEqual({ status: 'unavailable' })
    } finally {
      await proxy.stop()
    }
  })
})

describe('waitForTransaction on the litesvm RPC', () => {
  it('tells a transaction that landed with an error as reverted', async () => {
    const { adapter } = await connectDevSolanaWallet(network)
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(SOL / 100n)).send()
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const destination = await fresh()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(poor, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: poor, destination, amount: SOL }),
          draft,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const bytes = new Uint8Array(getTransactionEncoder().encode(signed))
    const hash = ledger.send(ledger.decode(bytes), { skipPreflight: true })
    expect(await adapter.waitForTransaction?.({ caipNetwork: network, hash })).toEqual({
      status: 'reverted',
    })
  })

  it('gives up after the timeout on a transaction that never lands', async () => {
    const { adapter } = await connectDevSolanaWallet(network)
    const hash = getBase58Decoder().decode(new Uint8Array(64).fill(9))
    await expect(
      adapter.waitForTransaction?.({ caipNetwork: network, hash, timeout: 50 }),
    ).rejects.toMatchObject({
      name: 'TransactionTimeoutError',
      shortMessage: 'Transaction was not confirmed in time',
    })
  })
})
