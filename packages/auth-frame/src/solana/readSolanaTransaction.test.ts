import { describe, expect, test } from 'vitest'
import {
  solTransfer,
  tokenTransfer,
  tokenTransferChecked,
  wireTransaction,
} from '../testing/solanaTransactions.js'
import { readSolanaTransaction, SYSTEM_PROGRAM, TOKEN_PROGRAM } from './readSolanaTransaction.js'

const WALLET = 'Dg1XKVHKfHJbmtXbVjhf5WZFefH7Xwc6NB9uEXWzuPSK'
const OTHER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOURCE = 'CebN5WGQ4jvEPvsVU4EoHEpgzq1VV7AbicfhtW4xC9iM'

describe('readSolanaTransaction', () => {
  test('reads a System transfer of 0.5 SOL paid by the wallet', () => {
    const read = readSolanaTransaction(
      wireTransaction(WALLET, [solTransfer(WALLET, OTHER, 500_000_000n)]),
      WALLET,
    )
    expect(read.instructions).toEqual([
      { type: 'solTransfer', from: WALLET, to: OTHER, lamports: 500_000_000n },
    ])
    expect(read.staticAccounts[0]).toBe(WALLET)
    expect(read.writable).toEqual(expect.arrayContaining([WALLET, OTHER]))
    expect(read.writable).not.toContain(SYSTEM_PROGRAM)
  })

  test('reads SPL TransferChecked (mint and decimals) and Transfer', () => {
    const read = readSolanaTransaction(
      wireTransaction(WALLET, [
        tokenTransferChecked({
          source: SOURCE,
          mint: MINT,
          destination: OTHER,
          authority: WALLET,
          amount: 12_500_000n,
          decimals: 6,
        }),
        tokenTransfer({ source: SOURCE, destination: OTHER, authority: WALLET, amount: 7n }),
      ]),
      WALLET,
    )
    expect(read.instructions).toEqual([
      {
        type: 'tokenTransfer',
        program: TOKEN_PROGRAM,
        source: SOURCE,
        destination: OTHER,
        authority: WALLET,
        amount: 12_500_000n,
        checked: { mint: MINT, decimals: 6 },
      },
      {
        type: 'tokenTransfer',
        program: TOKEN_PROGRAM,
        source: SOURCE,
        destination: OTHER,
        authority: WALLET,
        amount: 7n,
      },
    ])
  })

  test('anything else is a call to its program', () => {
    const memo = {
      programAddress: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as never,
      data: new TextEncoder().encode('hi'),
    }
    expect(readSolanaTransaction(wireTransaction(WALLET, [memo]), WALLET).instructions).toEqual([
      { type: 'program', program: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' },
    ])
  })

  test('refuses a foreign fee payer and another signer with 4100', () => {
    expect(() =>
      readSolanaTransaction(wireTransaction(OTHER, [solTransfer(OTHER, WALLET, 1n)]), WALLET),
    ).toThrow(expect.objectContaining({ code: 4100, message: 'The fee payer is not this wallet.' }))
    expect(() =>
      readSolanaTransaction(wireTransaction(WALLET, [solTransfer(OTHER, WALLET, 1n)]), WALLET),
    ).toThrow(
      expect.objectContaining({ code: 4100, message: 'The transaction needs another signer.' }),
    )
  })

  test('refuses what is not a transaction with -32602', () => {
    expect(() => readSolanaTransaction('AAAA', WALLET)).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})
