import { getBase58Encoder, getBase64Decoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { englishWords } from '../i18n/createFrameTexts.js'
import { solTransfer, wireTransaction } from '../testing/solanaTransactions.js'
import { previewSolanaTransaction } from './previewSolanaTransaction.js'
import { readSolanaTransaction, TOKEN_PROGRAM } from './readSolanaTransaction.js'
import type { SolanaRpc } from './solanaRpc.js'

const WALLET = 'Dg1XKVHKfHJbmtXbVjhf5WZFefH7Xwc6NB9uEXWzuPSK'
const OTHER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const TOKEN_ACCOUNT = 'CebN5WGQ4jvEPvsVU4EoHEpgzq1VV7AbicfhtW4xC9iM'
const SLOT = 50n

/** An SPL token account's 165 bytes (base64): mint, owner, amount, and a delegate when given. */
function tokenAccount(amount: bigint, delegate?: string) {
  const bytes = new Uint8Array(165)
  bytes.set(getBase58Encoder().encode(MINT), 0)
  bytes.set(getBase58Encoder().encode(WALLET), 32)
  new DataView(bytes.buffer).setBigUint64(64, amount, true)
  if (delegate) {
    bytes[72] = 1
    bytes.set(getBase58Encoder().encode(delegate), 76)
    new DataView(bytes.buffer).setBigUint64(121, 5n, true)
  }
  bytes[108] = 1
  return {
    lamports: 2_039_280n,
    owner: TOKEN_PROGRAM,
    data: [getBase64Decoder().decode(bytes), 'base64'] as const,
  }
}
const walletAccount = {
  lamports: 1_000_000_000n,
  owner: '11111111111111111111111111111111',
  data: ['', 'base64'] as const,
}

/**
 * A trusted RPC whose simulation (at slot 50) leaves the token account `after`; the mint cannot be
 * read. Records the options of each `getMultipleAccounts`.
 */
function fakeRpc(after: ReturnType<typeof tokenAccount>) {
  const reads: { addresses: readonly string[]; config: unknown }[] = []
  const reply = <value>(value: value) => ({ send: async () => value })
  const rpc = {
    getFeeForMessage: () => reply({ value: 5_000n }),
    simulateTransaction: (_: string, config: { accounts: { addresses: string[] } }) =>
      reply({
        context: { slot: SLOT },
        value: {
          err: null,
          logs: [],
          fee: 5_000n,
          accounts: config.accounts.addresses.map((address) =>
            address === WALLET
              ? { ...walletAccount, lamports: walletAccount.lamports - 5_000n }
              : address === TOKEN_ACCOUNT
                ? after
                : null,
          ),
        },
      }),
    getMultipleAccounts: (addresses: readonly string[], config: unknown) => {
      reads.push({ addresses, config })
      return reply({
        value: addresses.map((address) =>
          address === WALLET ? walletAccount : address === TOKEN_ACCOUNT ? tokenAccount(10n) : null,
        ),
      })
    },
  }
  return { rpc: rpc as unknown as SolanaRpc, reads }
}

const preview = (rpc: SolanaRpc) => {
  // A transaction that names the token account writable (what it does is the fake's answer).
  const wire = wireTransaction(WALLET, [solTransfer(WALLET, TOKEN_ACCOUNT, 0n)])
  return previewSolanaTransaction({
    transaction: readSolanaTransaction(wire, WALLET),
    wire,
    wallet: WALLET,
    symbol: 'SOL',
    rpc,
    trusted: rpc,
    words: englishWords,
  })
}

describe('previewSolanaTransaction', () => {
  test('reads the accounts before at the simulation’s slot or later (minContextSlot)', async () => {
    const { rpc, reads } = fakeRpc(tokenAccount(15n))
    await preview(rpc)
    const before = reads.find(({ addresses }) => addresses.includes(WALLET))
    expect(before?.config).toMatchObject({ encoding: 'base64', minContextSlot: SLOT })
  })

  test('a token whose mint cannot be read: its full address and the unchecked note', async () => {
    const { rpc } = fakeRpc(tokenAccount(15n))
    expect(await preview(rpc)).toEqual({
      fee: '0.000005 SOL',
      simulation: {
        status: 'success',
        balanceChanges: [`+5 ${MINT} (${englishWords.t('request.tokenUnchecked')})`],
      },
    })
  })

  test('a delegate given on the wallet’s token account is a warning line', async () => {
    const { rpc } = fakeRpc(tokenAccount(10n, OTHER))
    expect(await preview(rpc)).toMatchObject({
      simulation: {
        status: 'success',
        balanceChanges: [`Who controls account ${TOKEN_ACCOUNT} changes`],
      },
    })
  })
})
