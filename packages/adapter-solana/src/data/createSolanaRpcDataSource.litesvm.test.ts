import type { CaipNetwork } from '@latch/core'
import { solanaLocal } from '@latch/testing'
import { getFreePort, type StartSolanaRpcReturnType, startSolanaRpc } from '@latch/testing-node'
import { generateKeyPairSigner, type KeyPairSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaLedger } from '../../../testing-node/src/solana/createSolanaLedger.ts'
// Until @latch/testing-node's entry exports them (its exports file is not this change's).
import { createTestSplToken } from '../../../testing-node/src/solana/createTestSplToken.ts'
import { sendTestInstructions } from '../../../testing-node/src/solana/sendTestInstructions.ts'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const SOL = 1_000_000_000n

let server: StartSolanaRpcReturnType
let network: CaipNetwork
let alice: KeyPairSigner
let bob: KeyPairSigner
let mint: string
let ledger: SolanaLedger

beforeAll(async () => {
  server = await startSolanaRpc({ port: await getFreePort(), reuse: false })
  network = { ...solanaLocal, rpcUrls: { default: { http: [server.url] } } }
  if (!server.ledger) throw new Error('no ledger')
  ledger = server.ledger
  ;[alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
  await ledger.airdrop(alice.address, lamports(2n * SOL))
  const token = await createTestSplToken(ledger, {
    owner: alice.address,
    decimals: 6,
    amount: 5_000_000n,
  })
  mint = token.mint
  await sendTestInstructions(ledger, alice, [
    getTransferSolInstruction({ source: alice, destination: bob.address, amount: SOL / 2n }),
  ])
  const createBobAta = await getCreateAssociatedTokenIdempotentInstructionAsync({
    payer: alice,
    owner: bob.address,
    mint: token.mint,
  })
  await sendTestInstructions(ledger, alice, [
    createBobAta,
    getTransferCheckedInstruction({
      source: token.tokenAccount,
      mint: token.mint,
      destination: createBobAta.accounts[1].address,
      authority: alice,
      amount: 1_250_000n,
      decimals: 6,
    }),
  ])
})
afterAll(() => server.stop())

const source = () => {
  const adapter = createSolanaAdapter({ wallets: { get: () => [], on: () => () => {} } })
  if (!adapter.loadDataSource) throw new Error('no loadDataSource')
  return adapter.loadDataSource()
}

describe('createSolanaRpcDataSource against the litesvm RPC', () => {
  it('lists SOL and the SPL token held, and the integrator’s tokens at zero', async () => {
    const data = await source()
    expect(data.getNfts).toBeUndefined()
    expect(data.getIdentity).toBeUndefined()
    const other = (await generateKeyPairSigner()).address
    const extra = await createTestSplToken(ledger, {
      owner: other,
      amount: 1n,
      decimals: 2,
    })
    const balances = await data.getTokenBalances?.({
      address: alice.address,
      caipNetwork: network,
      tokens: [{ address: extra.mint, image: 'javascript:alert(1)' }, { address: 'nope' }],
    })
    const ref = network.caipNetworkId
    expect(balances).toEqual([
      {
        name: network.nativeCurrency.name,
        symbol: network.nativeCurrency.symbol,
        chainId: ref,
        // 2 SOL − 0.5 SOL sent − two 5,000-lamport fees − Bob's token account rent (2,039,280).
        quantity: { decimals: '9', numeric: '1.49795072' },
      },
      {
        name: `Token ${extra.mint.slice(0, 4)}…${extra.mint.slice(-4)}`,
        symbol: extra.mint.slice(0, 4),
        chainId: ref,
        address: `${ref}:${extra.mint}`,
        quantity: { decimals: '2', numeric: '0' },
        iconUrl: undefined,
      },
      expect.objectContaining({
        address: `${ref}:${mint}`,
        quantity: { decimals: '6', numeric: '3.75' },
      }),
    ])
  })

  it('lists the activity newest first, as sends, and pages with the cursor', async () => {
    const data = await source()
    const page = await data.getTransactions?.({ address: alice.address, caipNetwork: network })
    expect(page?.next).toBeUndefined()
    // The airdrop, the token set-up (Alice owns its new account), the SOL and the SPL sends.
    expect(page?.data).toHaveLength(4)
    const [spl, sol, setUp, airdrop] = page?.data ?? []
    expect(sol).toMatchObject({
      metadata: {
        operationType: 'send',
        sentFrom: alice.address,
        sentTo: bob.address,
        status: 'confirmed',
        chain: network.caipNetworkId,
      },
      transfers: [{ direction: 'out', quantity: { numeric: '0.5' } }],
    })
    expect(spl).toMatchObject({
      metadata: { operationType: 'send', sentFrom: alice.address, sentTo: bob.address },
      transfers: [
        // The new token account's rent, paid by Alice.
        { direction: 'out', fungible_info: { symbol: network.nativeCurrency.symbol } },
        {
          direction: 'out',
          quantity: { numeric: '1.25' },
          fungible_info: { symbol: mint.slice(0, 4) },
        },
      ],
    })
    expect(setUp).toMatchObject({ transfers: [{ direction: 'in', quantity: { numeric: '5' } }] })
    expect(airdrop).toMatchObject({
      metadata: { operationType: 'receive', sentTo: alice.address },
      transfers: [{ direction: 'in', quantity: { numeric: '2' } }],
    })
    expect(Date.parse(spl?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    for (let index = 0; index < 9; index++) {
      await sendTestInstructions(ledger, alice, [
        getTransferSolInstruction({ source: alice, destination: bob.address, amount: 1n }),
      ])
    }
    const first = await data.getTransactions?.({ address: alice.address, caipNetwork: network })
    expect(first?.data).toHaveLength(10)
    expect(first?.next).toBe(first?.data.at(-1)?.id)
    const second = await data.getTransactions?.({
      address: alice.address,
      caipNetwork: network,
      cursor: first?.next,
    })
    expect(second?.data.map((entry) => entry.id)).toEqual(
      [spl, sol, setUp, airdrop].slice(1).map((entry) => entry?.id),
    )
    expect(second?.next).toBeUndefined()
  })
})
