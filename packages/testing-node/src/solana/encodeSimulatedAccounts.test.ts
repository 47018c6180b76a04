import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import type { SolanaLedger } from './createSolanaLedger.ts'
import { createTestSplToken } from './createTestSplToken.ts'
import { TOKEN_PROGRAM } from './readTokenAccount.ts'
import { sendTestInstructions } from './sendTestInstructions.ts'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.ts'

const SOL = 1_000_000_000n
/** A blockhash the ledger never made: only `replaceRecentBlockhash` lets it simulate. */
const STALE_BLOCKHASH = '11111111111111111111111111111111'

let server: StartSolanaRpcReturnType
let ledger: SolanaLedger

beforeAll(async () => {
  server = await startSolanaRpc({ port: await getFreePort(), reuse: false })
  ledger = server.ledger as SolanaLedger
})
afterAll(() => server.stop())

/** JSON-RPC over fetch: the server's JSON as a client without kit's parsing sees it. */
async function call(method: string, params: unknown[]) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the raw JSON
  return (await response.json()) as { result: any; error?: { code: number; message: string } }
}

/** An unsigned wire transaction (base64) of `instructions`, paid by `payer`, naming a stale blockhash. */
function unsigned(payer: Address, instructions: readonly Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(payer), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: STALE_BLOCKHASH as never, lastValidBlockHeight: 0n },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

const simulate = (wire: string, addresses: readonly string[], encoding?: string) =>
  call('simulateTransaction', [
    wire,
    {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses, ...(encoding ? { encoding } : {}) },
    },
  ])

/** Creates `owner`'s associated token account of `mint`, `payer` paying; its address. */
async function createTokenAccount(payer: KeyPairSigner, owner: Address, mint: Address) {
  const create = await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner, mint })
  await sendTestInstructions(ledger, payer, [create])
  return create.accounts[1].address
}

/** The u64 amount of a token account's base64 data. */
const amountOf = (data: string) =>
  new DataView(new Uint8Array(getBase64Encoder().encode(data)).buffer).getBigUint64(64, true)

describe('simulateTransaction with accounts', () => {
  it('returns the accounts as the transaction leaves them, in a node’s shape, committing nothing', async () => {
    const alice = await generateKeyPairSigner()
    const bob = await generateKeyPairSigner()
    await ledger.airdrop(alice.address, lamports(2n * SOL))
    const { mint, tokenAccount } = await createTestSplToken(ledger, {
      owner: alice.address,
      amount: 5_000_000n,
    })
    const bobTokens = await createTokenAccount(alice, bob.address, mint)
    const bystander = (await generateKeyPairSigner()).address
    const before = ledger.svm.getBalance(alice.address) ?? 0n
    const authority = createNoopSigner(alice.address)
    const wire = unsigned(alice.address, [
      getTransferSolInstruction({ source: authority, destination: bob.address, amount: SOL / 2n }),
    ])
    const { result } = await simulate(wire, [alice.address, tokenAccount, bystander])
    expect(result.value.err).toBeNull()
    expect(result.value.replacementBlockhash).toMatchObject({ blockhash: expect.any(String) })
    const [payer, tokens, missing] = result.value.accounts
    expect(payer).toEqual({
      lamports: Number(before - SOL / 2n - 5_000n),
      owner: '11111111111111111111111111111111',
      data: ['', 'base64'],
      executable: false,
      rentEpoch: Number(2n ** 64n - 1n),
      space: 0,
    })
    // Not in the transaction: as it is now.
    expect(tokens).toMatchObject({ owner: TOKEN_PROGRAM, space: 165 })
    expect(amountOf(tokens.data[0])).toBe(5_000_000n)
    expect(missing).toBeNull()
    expect(ledger.svm.getBalance(alice.address)).toBe(before)

    // Parsed on request, as getAccountInfo parses it.
    const transfer = getTransferCheckedInstruction(
      { source: tokenAccount, mint, destination: bobTokens, authority, amount: 1n, decimals: 6 },
      { programAddress: TOKEN_PROGRAM },
    )
    const parsed = await simulate(unsigned(alice.address, [transfer]), [tokenAccount], 'jsonParsed')
    expect(parsed.result.value.accounts[0].data.parsed.info.tokenAmount).toMatchObject({
      amount: '4999999',
      decimals: 6,
    })
  })

  it('moves tokens in the post state, answers nulls when the simulation fails, commits nothing', async () => {
    const alice = await generateKeyPairSigner()
    await ledger.airdrop(alice.address, lamports(SOL))
    const { mint, tokenAccount } = await createTestSplToken(ledger, {
      owner: alice.address,
      amount: 2_500_000n,
    })
    const bobTokens = await createTokenAccount(alice, (await generateKeyPairSigner()).address, mint)
    const authority = createNoopSigner(alice.address)
    const transfer = (amount: bigint) =>
      unsigned(alice.address, [
        getTransferCheckedInstruction(
          { source: tokenAccount, mint, destination: bobTokens, authority, amount, decimals: 6 },
          { programAddress: TOKEN_PROGRAM },
        ),
      ])
    const moved = await simulate(transfer(1_000_000n), [tokenAccount, bobTokens])
    expect(moved.result.value.err).toBeNull()
    const [source, destination] = moved.result.value.accounts
    expect(amountOf(source.data[0])).toBe(1_500_000n)
    expect(amountOf(destination.data[0])).toBe(1_000_000n)

    const failed = await simulate(transfer(3_000_000n), [tokenAccount, bobTokens])
    expect(failed.result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(failed.result.value.accounts).toEqual([null, null])

    // Nothing was committed: getTokenAccountBalance still reads the amounts before.
    expect((await call('getTokenAccountBalance', [tokenAccount])).result.value).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect((await call('getTokenAccountBalance', [alice.address])).error).toEqual({
      code: -32602,
      message: 'Invalid param: not a Token account',
    })
    const nowhere = (await generateKeyPairSigner()).address
    expect((await call('getTokenAccountBalance', [nowhere])).error).toEqual({
      code: -32602,
      message: 'Invalid param: could not find account',
    })
  })

  it('refuses base58 and more addresses than the transaction names, as a node does', async () => {
    const alice = await generateKeyPairSigner()
    await ledger.airdrop(alice.address, lamports(SOL))
    const wire = unsigned(alice.address, [
      getTransferSolInstruction({
        source: createNoopSigner(alice.address),
        destination: alice.address,
        amount: 1n,
      }),
    ])
    expect((await simulate(wire, [alice.address], 'base58')).error).toEqual({
      code: -32602,
      message: 'Invalid params: base58 encoding not supported',
    })
    const others = await Promise.all([1, 2, 3].map(() => generateKeyPairSigner()))
    expect(
      (await simulate(wire, [alice.address, ...others.map((signer) => signer.address)])).error,
    ).toEqual({ code: -32602, message: 'Invalid params: Too many accounts provided; max 2' })
    const rpc = createSolanaRpc(devnet(server.url))
    const { value } = await rpc
      .simulateTransaction(wire as never, {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        accounts: { addresses: [alice.address], encoding: 'base64' },
      })
      .send()
    expect(value.accounts?.[0]?.lamports).toBe(lamports(SOL - 5_000n))
  })
})
