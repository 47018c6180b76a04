import { SOLANA_LOCAL_GENESIS_HASH } from '@latch/testing'
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.ts'

const SOL = 1_000_000_000n

let server: StartSolanaRpcReturnType
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>

beforeAll(async () => {
  server = await startSolanaRpc({ port: await getFreePort(), reuse: false })
  // Typed as a test cluster's, whose API has requestAirdrop.
  rpc = createSolanaRpc(devnet(server.url))
})
afterAll(() => server.stop())

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

async function transfer(source: TransactionSigner, destination: Address, amount: bigint) {
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(source, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source, destination, amount }),
        draft,
      ),
  )
  return signTransactionMessageWithSigners(message)
}

describe('startSolanaRpc', () => {
  it('airdrops, reads balances and sends an ed25519-signed SOL transfer built with @solana/kit', async () => {
    const alice = await generateKeyPairSigner()
    const bob = await generateKeyPairSigner()
    const airdrop = await rpc.requestAirdrop(alice.address, lamports(2n * SOL)).send()
    expect((await rpc.getBalance(alice.address).send()).value).toBe(2n * SOL)
    const [airdropStatus] = (await rpc.getSignatureStatuses([airdrop]).send()).value
    expect(airdropStatus).toMatchObject({ confirmationStatus: 'finalized', err: null })

    const slotBefore = await rpc.getSlot().send()
    const transaction = await transfer(alice, bob.address, SOL / 2n)
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(await rpc.getSlot().send()).toBe(slotBefore + 1n)
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n)
    expect((await rpc.getBalance(alice.address).send()).value).toBe(2n * SOL - SOL / 2n - 5_000n)

    const found = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(found).toMatchObject({
      version: 0,
      meta: { err: null, fee: 5_000n, status: { Ok: null } },
      transaction: { signatures: [signature] },
    })
    expect(found?.transaction.message.accountKeys).toContain(bob.address)
    const history = await rpc.getSignaturesForAddress(alice.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature, airdrop])
    expect(await rpc.getSignaturesForAddress(alice.address, { limit: 1 }).send()).toHaveLength(1)
  })

  it('accepts base58 wire transactions and rejects a replayed or unsigned one', async () => {
    const alice = await generateKeyPairSigner()
    await rpc.requestAirdrop(alice.address, lamports(SOL)).send()
    const transaction = await transfer(alice, (await generateKeyPairSigner()).address, 1_000_000n)
    const wire = new Uint8Array(getTransactionEncoder().encode(transaction))
    const base58 = getBase58Decoder().decode(wire)
    const { body } = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base58],
    })
    expect(typeof body.result).toBe('string')
    // The same transaction again: a node dedupes by signature.
    expect(
      (await post({ jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [base58] })).body
        .result,
    ).toBe(body.result)

    const { value: latest } = await rpc.getLatestBlockhash().send()
    const unsigned = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(alice, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
      ),
    )
    const { body: refused } = await post({
      jsonrpc: '2.0',
      id: 3,
      method: 'sendTransaction',
      params: [getBase64EncodedWireTransaction(unsigned), { encoding: 'base64' }],
    })
    expect(refused.error).toMatchObject({ code: -32003 })
  })

  it('fails a preflight with -32002 and the simulation, and simulates without committing', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(SOL / 100n)).send()
    const transaction = await transfer(poor, (await generateKeyPairSigner()).address, SOL)
    const wire = getBase64EncodedWireTransaction(transaction)
    const simulated = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(simulated.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    const { body } = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64' }],
    })
    expect(body.error).toMatchObject({
      code: -32002,
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(SOL / 100n)
  })

  it('answers the cluster, fee and account methods in a node’s shapes', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_LOCAL_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
    expect(latest.lastValidBlockHeight).toBe((await rpc.getBlockHeight().send()) + 150n)
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(await rpc.getSlot().send())
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)

    const alice = await generateKeyPairSigner()
    await rpc.requestAirdrop(alice.address, lamports(SOL)).send()
    const transaction = await transfer(alice, alice.address, 1n)
    const message = getBase64Decoder().decode(transaction.messageBytes)
    expect((await rpc.getFeeForMessage(message as never).send()).value).toBe(5_000n)

    const account = await rpc.getAccountInfo(alice.address, { encoding: 'base64' }).send()
    expect(account.value).toMatchObject({
      lamports: SOL,
      owner: '11111111111111111111111111111111',
      data: ['', 'base64'],
      executable: false,
      space: 0n,
    })
    const missing = (await generateKeyPairSigner()).address
    const many = await rpc
      .getMultipleAccounts([alice.address, missing], { encoding: 'base64' })
      .send()
    expect(many.value.map((entry) => entry?.lamports ?? null)).toEqual([SOL, null])
    const tokens = await rpc
      .getTokenAccountsByOwner(
        alice.address,
        { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(tokens.value).toEqual([])
  })

  it('speaks JSON-RPC 2.0: batches, bad params (-32602), unknown methods, parse errors, CORS', async () => {
    const { response, body } = await post(
      [
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not an address'] },
        { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
        { jsonrpc: '2.0', method: 'getHealth' },
      ],
      { origin: 'http://127.0.0.1:5173' },
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(body).toMatchObject([
      { id: 1, result: expect.any(Number) },
      { id: 2, error: { code: -32602, message: expect.stringContaining('Invalid params') } },
      { id: 3, error: { code: -32601, message: 'Method not found' } },
    ])
    expect((await post('{oops')).body).toMatchObject({ id: null, error: { code: -32700 } })
    expect((await post({ jsonrpc: '2.0', id: 4, method: 'getBalance' })).body).toMatchObject({
      error: { code: -32602 },
    })
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })

  it('reuses a server already answering getGenesisHash, and refuses to with reuse: false', async () => {
    const port = Number(new URL(server.url).port)
    const again = await startSolanaRpc({ port })
    expect(again).toMatchObject({ url: server.url, reused: true, ledger: undefined })
    await again.stop()
    expect(await rpc.getHealth().send()).toBe('ok')
    await expect(startSolanaRpc({ port, reuse: false })).rejects.toThrow(
      `Port ${port} is already serving a Solana RPC`,
    )
  })
})
