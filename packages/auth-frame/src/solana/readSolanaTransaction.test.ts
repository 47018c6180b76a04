import {
  type Address,
  createNoopSigner,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import { getAdvanceNonceAccountInstruction, getAssignInstruction } from '@solana-program/system'
import {
  AuthorityType,
  getApproveInstruction,
  getCloseAccountInstruction,
  getSetAuthorityInstruction,
} from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import {
  solTransfer,
  tokenTransfer,
  tokenTransferChecked,
  wireTransaction,
} from '../testing/solanaTransactions.js'
import {
  isTransactionMessage,
  readSolanaTransaction,
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
} from './readSolanaTransaction.js'

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

  test('refuses a v0 message loading accounts from address lookup tables (4100)', () => {
    const wire = getTransactionDecoder().decode(
      getBase64Encoder().encode(wireTransaction(WALLET, [solTransfer(WALLET, OTHER, 1n)])),
    )
    const message = getCompiledTransactionMessageDecoder().decode(wire.messageBytes)
    const withTable = getCompiledTransactionMessageEncoder().encode({
      ...message,
      addressTableLookups: [
        { lookupTableAddress: SOURCE as Address, writableIndexes: [0], readonlyIndexes: [] },
      ],
    } as typeof message)
    const transaction = getBase64Decoder().decode(
      getTransactionEncoder().encode({ ...wire, messageBytes: withTable } as typeof wire),
    )
    expect(() => readSolanaTransaction(transaction, WALLET)).toThrow(
      expect.objectContaining({
        code: 4100,
        message: 'Address lookup tables are not supported: their accounts cannot be shown.',
      }),
    )
  })

  test('refuses bytes after the message, which the signature would cover (-32602)', () => {
    const bytes = getBase64Encoder().encode(
      wireTransaction(WALLET, [solTransfer(WALLET, OTHER, 1n)]),
    )
    const longer = getBase64Decoder().decode(new Uint8Array([...bytes, 1, 2, 3]))
    expect(() => readSolanaTransaction(longer, WALLET)).toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'Invalid params: bytes after the transaction message',
      }),
    )
  })

  test('reads Assign, Approve, SetAuthority and CloseAccount as changes of control', () => {
    const owner = createNoopSigner(WALLET as Address)
    const read = readSolanaTransaction(
      wireTransaction(WALLET, [
        getAssignInstruction({ account: owner, programAddress: TOKEN_PROGRAM as Address }),
        getApproveInstruction({
          source: SOURCE as Address,
          delegate: OTHER as Address,
          owner,
          amount: 5n,
        }),
        getSetAuthorityInstruction({
          owned: SOURCE as Address,
          owner,
          authorityType: AuthorityType.AccountOwner,
          newAuthority: OTHER as Address,
        }),
        getCloseAccountInstruction({
          account: SOURCE as Address,
          destination: OTHER as Address,
          owner,
        }),
      ]),
      WALLET,
    )
    expect(read.instructions).toEqual([
      { type: 'authority', program: SYSTEM_PROGRAM, kind: 'assign', account: WALLET },
      { type: 'authority', program: TOKEN_PROGRAM, kind: 'approve', account: SOURCE },
      { type: 'authority', program: TOKEN_PROGRAM, kind: 'setAuthority', account: SOURCE },
      { type: 'authority', program: TOKEN_PROGRAM, kind: 'closeAccount', account: SOURCE },
    ])
    expect(read.durableNonce).toBe(false)
  })

  test('a first System AdvanceNonceAccount marks a durable-nonce transaction', () => {
    const nonce = getAdvanceNonceAccountInstruction({
      nonceAccount: SOURCE as Address,
      nonceAuthority: createNoopSigner(WALLET as Address),
    })
    const read = readSolanaTransaction(
      wireTransaction(WALLET, [nonce, solTransfer(WALLET, OTHER, 1n)]),
      WALLET,
    )
    expect(read.durableNonce).toBe(true)
  })

  test('isTransactionMessage: a transaction message (even with bytes after it), not text', () => {
    const { messageBytes } = getTransactionDecoder().decode(
      getBase64Encoder().encode(wireTransaction(WALLET, [solTransfer(WALLET, OTHER, 1n)])),
    )
    expect(isTransactionMessage(new Uint8Array(messageBytes))).toBe(true)
    expect(isTransactionMessage(new Uint8Array([...messageBytes, 0, 0]))).toBe(true)
    expect(isTransactionMessage(new TextEncoder().encode('Log in to Latch'))).toBe(false)
  })
})
