import {
  type Address,
  createSolanaRpc,
  devnet,
  generateKeyPairSigner,
  lamports,
  type Signature,
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
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './readTokenAccount.ts'
import { sendTestInstructions } from './sendTestInstructions.ts'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.ts'

const SOL = 1_000_000_000n

let server: StartSolanaRpcReturnType
let ledger: SolanaLedger
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>

beforeAll(async () => {
  server = await startSolanaRpc({ port: await getFreePort(), reuse: false })
  ledger = server.ledger as SolanaLedger
  rpc = createSolanaRpc(devnet(server.url))
})
afterAll(() => server.stop())

/** JSON-RPC over fetch, to see the server's JSON as a client without kit's parsing would. */
async function call(method: string, params: unknown[]) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the raw JSON
  return ((await response.json()) as { result: any }).result
}

describe('createTestSplToken', () => {
  it('mints SPL Token and Token-2022 tokens to an associated token account getTokenAccountsByOwner lists', async () => {
    const owner = (await generateKeyPairSigner()).address
    const classic = await createTestSplToken(ledger, { owner, decimals: 6, amount: 1_500_000n })
    const extended = await createTestSplToken(ledger, {
      owner,
      decimals: 2,
      amount: 7n,
      program: 'token-2022',
    })
    expect(classic.programId).toBe(TOKEN_PROGRAM)
    const parsed = await call('getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_PROGRAM },
      { encoding: 'jsonParsed' },
    ])
    expect(parsed.value).toEqual([
      {
        pubkey: classic.tokenAccount,
        account: expect.objectContaining({
          owner: TOKEN_PROGRAM,
          data: {
            program: 'spl-token',
            parsed: {
              type: 'account',
              info: {
                isNative: false,
                mint: classic.mint,
                owner,
                state: 'initialized',
                tokenAmount: {
                  amount: '1500000',
                  decimals: 6,
                  uiAmount: 1.5,
                  uiAmountString: '1.5',
                },
              },
            },
            space: 165,
          },
        }),
      },
    ])
    const token2022 = await call('getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_2022_PROGRAM },
      { encoding: 'jsonParsed' },
    ])
    expect(token2022.value).toHaveLength(1)
    expect(token2022.value[0].account.data.parsed.info).toMatchObject({
      mint: extended.mint,
      tokenAmount: { amount: '7', decimals: 2, uiAmountString: '0.07' },
    })
    const byMint = await rpc
      .getTokenAccountsByOwner(owner, { mint: extended.mint }, { encoding: 'base64' })
      .send()
    expect(byMint.value.map((entry) => entry.pubkey)).toEqual([extended.tokenAccount])
    expect(byMint.value[0]?.account.data[1]).toBe('base64')
    const unknown = await fetch(server.url, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTokenAccountsByOwner',
        params: [owner, { programId: '11111111111111111111111111111111' }],
      }),
    })
    expect(await unknown.json()).toMatchObject({ error: { code: -32602 } })
  })

  it('serves SOL and SPL transfers parsed, with token balances, and pages the history', async () => {
    const alice = await generateKeyPairSigner()
    const bob = await generateKeyPairSigner()
    await ledger.airdrop(alice.address, lamports(2n * SOL))
    const { mint, tokenAccount } = await createTestSplToken(ledger, {
      owner: alice.address,
      decimals: 6,
      amount: 5_000_000n,
    })
    const solTransfer = await sendTestInstructions(ledger, alice, [
      getTransferSolInstruction({ source: alice, destination: bob.address, amount: SOL / 4n }),
    ])
    const createBobAta = await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: alice,
      owner: bob.address,
      mint,
    })
    const bobAta = createBobAta.accounts[1].address
    const splTransfer = await sendTestInstructions(ledger, alice, [
      createBobAta,
      getTransferCheckedInstruction({
        source: tokenAccount,
        mint,
        destination: bobAta,
        authority: alice,
        amount: 2_000_000n,
        decimals: 6,
      }),
    ])

    const sol = await call('getTransaction', [
      solTransfer,
      { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 },
    ])
    expect(sol.transaction.message.accountKeys[0]).toEqual({
      pubkey: alice.address,
      signer: true,
      writable: true,
      source: 'transaction',
    })
    expect(sol.transaction.message.instructions).toEqual([
      {
        program: 'system',
        programId: '11111111111111111111111111111111',
        parsed: {
          type: 'transfer',
          info: { source: alice.address, destination: bob.address, lamports: Number(SOL / 4n) },
        },
        stackHeight: null,
      },
    ])
    expect(sol.meta).toMatchObject({ err: null, fee: 5000, preTokenBalances: [] })
    expect(typeof sol.blockTime).toBe('number')

    const spl = await call('getTransaction', [
      splTransfer,
      { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 },
    ])
    const keys: Address[] = spl.transaction.message.accountKeys.map(
      (key: { pubkey: Address }) => key.pubkey,
    )
    expect(spl.transaction.message.instructions[1]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: {
          source: tokenAccount,
          destination: bobAta,
          mint,
          authority: alice.address,
          tokenAmount: { amount: '2000000', decimals: 6, uiAmountString: '2' },
        },
      },
    })
    expect(spl.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-associated-token-account',
      parsed: { type: 'createIdempotent', info: { wallet: bob.address, mint } },
    })
    const balance = (account: Address, owner: Address, amount: string) => ({
      accountIndex: keys.indexOf(account),
      mint,
      owner,
      programId: TOKEN_PROGRAM,
      uiTokenAmount: expect.objectContaining({ amount, decimals: 6 }),
    })
    expect(spl.meta.preTokenBalances).toEqual([balance(tokenAccount, alice.address, '5000000')])
    expect(spl.meta.postTokenBalances).toEqual(
      expect.arrayContaining([
        balance(tokenAccount, alice.address, '3000000'),
        balance(bobAta, bob.address, '2000000'),
      ]),
    )
    const json = await rpc
      .getTransaction(splTransfer, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(json?.meta?.postTokenBalances).toHaveLength(2)

    // Alice: the airdrop, the token set-up (she is the owner of its new account), two sends.
    const all = await rpc.getSignaturesForAddress(alice.address).send()
    expect(all).toHaveLength(4)
    expect(all.slice(0, 2).map((entry) => entry.signature)).toEqual([splTransfer, solTransfer])
    const pages: Signature[][] = []
    let before: Signature | undefined
    do {
      const page = await rpc.getSignaturesForAddress(alice.address, { limit: 3, before }).send()
      pages.push(page.map((entry) => entry.signature))
      before = page.length === 3 ? page[2]?.signature : undefined
    } while (before)
    expect(pages.flat()).toEqual(all.map((entry) => entry.signature))
    expect(pages.map((page) => page.length)).toEqual([3, 1])
  })
})
