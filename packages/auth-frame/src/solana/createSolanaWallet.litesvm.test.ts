import {
  createTestSplToken,
  getFreePort,
  type StartSolanaRpcReturnType,
  startSolanaRpc,
} from '@latch/testing-node'
import { ed25519 } from '@noble/curves/ed25519'
import {
  type Address,
  createNoopSigner,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { getAdvanceNonceAccountInstruction, getAssignInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
} from '@solana-program/token'
import { split } from 'shamir-secret-sharing'
import { hexToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RequestDescription } from '../approval/describeRequest.js'
import type { TransactionPreview } from '../approval/loadTransactionPreview.js'
import { englishWords } from '../i18n/createFrameTexts.js'
import { solanaKeyFromSecret } from '../keys/solanaKey.js'
import {
  solTransfer,
  TEST_BLOCKHASH,
  tokenTransfer,
  wireTransaction,
} from '../testing/solanaTransactions.js'
import { createSolanaWallet, networkLine, type SolanaApproval } from './createSolanaWallet.js'
import { SYSTEM_PROGRAM, TOKEN_PROGRAM } from './readSolanaTransaction.js'
import type { SolanaNetworkClient } from './solanaRpc.js'

const SECRET = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
const owner = privateKeyToAddress(SECRET)
const wallet = solanaKeyFromSecret(hexToBytes(SECRET)).address
const network = {
  reference: 'Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ',
  name: 'Solana Local',
  rpcUrl: '',
  nativeCurrency: { symbol: 'SOL', decimals: 9 },
}
const chainId = `solana:${network.reference}`

let server: StartSolanaRpcReturnType
let rpc: ReturnType<typeof createSolanaRpc>
let shares: { address: typeof owner; deviceShare: Uint8Array; authShare: Uint8Array }

beforeAll(async () => {
  server = await startSolanaRpc({ port: await getFreePort(), reuse: false })
  network.rpcUrl = server.url
  rpc = createSolanaRpc(server.url)
  await server.ledger?.airdrop(wallet, 2_000_000_000n)
  const [deviceShare, authShare] = (await split(hexToBytes(SECRET), 3, 2)) as [
    Uint8Array,
    Uint8Array,
  ]
  shares = { address: owner, deviceShare, authShare }
})
afterAll(() => server.stop())

/** The wallet with a trusted RPC; every approval is shown (explained) and approved. */
function approvingWallet(trusted = true) {
  const shown: { description?: RequestDescription; preview?: TransactionPreview } = {}
  let asked = 0
  const solana = createSolanaWallet({
    networks: [network],
    trustedUrls: Promise.resolve(trusted ? { [chainId]: server.url } : {}),
    owner: () => owner,
    shares: async () => shares,
    enqueue: async (approval: SolanaApproval) => {
      asked += 1
      const explained = approval.explain(englishWords)
      shown.description = await explained.description
      shown.preview = await explained.preview
      return approval.run(shares)
    },
  })
  return { solana, shown, asked: () => asked }
}

const latest = async () => (await rpc.getLatestBlockhash().send()).value
const lamportsOf = async (address: string) =>
  (await rpc.getBalance(address as Address).send()).value

describe('the frame’s Solana engine on the litesvm RPC', () => {
  test('solana_getAccounts: the CAIP-10 id of the derived address', async () => {
    const { solana } = approvingWallet()
    expect(await solana.request('solana_getAccounts', undefined)).toEqual([`${chainId}:${wallet}`])
  })

  test('signs and sends 0.5 SOL: the approval shows it and its simulation, the recipient gets exactly 0.5 SOL', async () => {
    const { solana, shown } = approvingWallet()
    const recipient = (await generateKeyPairSigner()).address
    const transaction = wireTransaction(
      wallet,
      [solTransfer(wallet, recipient, 500_000_000n)],
      await latest(),
    )
    const before = await lamportsOf(wallet)
    const { signature } = (await solana.request('solana_signAndSendTransaction', {
      transaction,
      chainId,
    })) as { signature: string }
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await lamportsOf(recipient)).toBe(500_000_000n)
    expect(await lamportsOf(wallet)).toBe(before - 500_000_000n - 5_000n)
    expect(shown.description?.summary).toBe(`Send 0.5 SOL to ${recipient}`)
    expect(shown.preview).toEqual({
      fee: '0.000005 SOL',
      simulation: { status: 'success', balanceChanges: ['−0.5 SOL'] },
    })
  })

  test('an SPL Transfer: the amount in the mint’s decimals, the token and rent in the simulated changes', async () => {
    const token = await createTestSplToken(server.ledger as never, {
      owner: wallet,
      decimals: 6,
      amount: 10_000_000n,
    })
    const recipient = (await generateKeyPairSigner()).address
    const [destination] = await findAssociatedTokenPda({
      owner: recipient,
      mint: token.mint,
      tokenProgram: token.programId,
    })
    const { solana, shown } = approvingWallet()
    const transaction = wireTransaction(
      wallet,
      [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: createNoopSigner(wallet as Address),
          ata: destination,
          owner: recipient,
          mint: token.mint,
        }),
        tokenTransfer({
          source: token.tokenAccount,
          destination,
          authority: wallet,
          amount: 2_500_000n,
        }),
      ],
      await latest(),
    )
    await solana.request('solana_signAndSendTransaction', { transaction, chainId })
    const { value } = await rpc.getTokenAccountBalance(destination).send()
    expect(value.amount).toBe('2500000')
    expect(shown.description?.calls?.[1]?.summary).toBe(
      `Send 2.5 of token ${token.mint} to ${destination}`,
    )
    expect(shown.preview).toMatchObject({
      simulation: { status: 'success', balanceChanges: ['−0.002039 SOL', `−2.5 ${token.mint}`] },
    })
  })

  test('solana_signTransaction answers the transaction signed by the wallet, not sent', async () => {
    const { solana } = approvingWallet(false)
    const recipient = (await generateKeyPairSigner()).address
    const transaction = wireTransaction(
      wallet,
      [solTransfer(wallet, recipient, 1n)],
      await latest(),
    )
    const signed = (await solana.request('solana_signTransaction', { transaction, chainId })) as {
      signature: string
      transaction: string
    }
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
    const signature = decoded.signatures[wallet as Address] as Uint8Array
    expect(getBase58Decoder().decode(signature)).toBe(signed.signature)
    const publicKey = getBase58Encoder().encode(wallet) as Uint8Array
    expect(ed25519.verify(signature, new Uint8Array(decoded.messageBytes), publicKey)).toBe(true)
    expect(await lamportsOf(recipient)).toBe(0n)
  })

  test('solana_signMessage: an ed25519 signature over the raw bytes; another pubkey is 4100', async () => {
    const { solana, shown, asked } = approvingWallet()
    const bytes = new TextEncoder().encode('Log in to Latch')
    const message = getBase58Decoder().decode(bytes)
    const { signature } = (await solana.request('solana_signMessage', {
      message,
      pubkey: wallet,
      chainId,
    })) as { signature: string }
    const publicKey = getBase58Encoder().encode(wallet) as Uint8Array
    expect(
      ed25519.verify(getBase58Encoder().encode(signature) as Uint8Array, bytes, publicKey),
    ).toBe(true)
    expect(shown.description?.message).toBe('Log in to Latch')
    const other = (await generateKeyPairSigner()).address
    await expect(
      solana.request('solana_signMessage', { message, pubkey: other, chainId }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(asked()).toBe(1)
  })

  test('a foreign fee payer is refused (4100) before anything is shown', async () => {
    const { solana, asked } = approvingWallet()
    const payer = (await generateKeyPairSigner()).address
    const transaction = wireTransaction(payer, [solTransfer(payer, wallet, 1n)], await latest())
    await expect(
      solana.request('solana_signAndSendTransaction', { transaction, chainId }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(asked()).toBe(0)
  })

  test('a blockhash this network does not know: the preview shows the transaction failing', async () => {
    const { solana, shown } = approvingWallet()
    const transaction = wireTransaction(wallet, [solTransfer(wallet, wallet, 1n)], {
      blockhash: TEST_BLOCKHASH,
      lastValidBlockHeight: 100n,
    })
    await solana.request('solana_signTransaction', { transaction, chainId })
    expect(shown.preview).toMatchObject({ simulation: { status: 'reverted' } })
  })

  test('assigning the wallet’s account to another program: a warning and a preview line', async () => {
    const { solana, shown } = approvingWallet()
    const transaction = wireTransaction(
      wallet,
      [
        getAssignInstruction({
          account: createNoopSigner(wallet as Address),
          programAddress: TOKEN_PROGRAM as Address,
        }),
      ],
      await latest(),
    )
    await solana.request('solana_signTransaction', { transaction, chainId })
    expect(shown.description).toMatchObject({
      summary: `Call to program ${SYSTEM_PROGRAM}`,
      warning: `Gives account ${wallet} to another program or changes its size`,
    })
    expect(shown.preview).toMatchObject({
      simulation: {
        status: 'success',
        balanceChanges: [`Who controls account ${wallet} changes`],
      },
    })
  })

  test('solana_signTransaction refuses a durable-nonce transaction (4100) before showing it', async () => {
    const { solana, asked } = approvingWallet()
    const nonceAccount = (await generateKeyPairSigner()).address
    const transaction = wireTransaction(
      wallet,
      [
        getAdvanceNonceAccountInstruction({
          nonceAccount,
          nonceAuthority: createNoopSigner(wallet as Address),
        }),
        solTransfer(wallet, nonceAccount, 1n),
      ],
      await latest(),
    )
    await expect(
      solana.request('solana_signTransaction', { transaction, chainId }),
    ).rejects.toMatchObject({
      code: 4100,
      message: 'Durable-nonce transactions are not signed without being sent.',
    })
    expect(asked()).toBe(0)
  })

  test('the network line: the frame names known clusters, the host names others, CAIP-2 beside', () => {
    const line = (reference: string, name: string) =>
      networkLine(
        {
          network: { ...network, reference, name },
          caip2: `solana:${reference}`,
        } as SolanaNetworkClient,
        englishWords,
      )
    const mainnet = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(line(mainnet, 'Solana Devnet')).toBe(`Solana (chain solana:${mainnet})`)
    expect(line(network.reference, 'Solana Local')).toBe(
      `Solana Local (chain solana:${network.reference})`,
    )
  })
})
