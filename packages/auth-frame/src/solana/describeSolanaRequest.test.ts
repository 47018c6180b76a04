import { describe, expect, test } from 'vitest'
import { englishWords } from '../i18n/createFrameTexts.js'
import {
  solTransfer,
  tokenTransfer,
  tokenTransferChecked,
  wireTransaction,
} from '../testing/solanaTransactions.js'
import {
  describeSolanaMessage,
  describeSolanaTransaction,
  readableMessage,
} from './describeSolanaRequest.js'
import { readSolanaTransaction } from './readSolanaTransaction.js'

const WALLET = 'Dg1XKVHKfHJbmtXbVjhf5WZFefH7Xwc6NB9uEXWzuPSK'
const OTHER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOURCE = 'CebN5WGQ4jvEPvsVU4EoHEpgzq1VV7AbicfhtW4xC9iM'
const context = { symbol: 'SOL', caip2: 'solana:local', sends: true, trusted: undefined }
const read = (...instructions: Parameters<typeof wireTransaction>[1]) =>
  readSolanaTransaction(wireTransaction(WALLET, instructions), WALLET)

describe('describing Solana requests', () => {
  test('a SOL transfer: "Send 0.5 SOL to <address>"', async () => {
    const description = await describeSolanaTransaction(
      read(solTransfer(WALLET, OTHER, 500_000_000n)),
      context,
      englishWords,
    )
    expect(description.summary).toBe(`Send 0.5 SOL to ${OTHER}`)
    expect(description.details).toEqual([
      { label: 'To', value: OTHER },
      {
        label: 'Note',
        value:
          'Balance changes could not be checked: no trusted RPC is set up for chain solana:local',
      },
    ])
  })

  test('an SPL TransferChecked in the mint’s decimals; a plain Transfer in raw units without a trusted RPC', async () => {
    const description = await describeSolanaTransaction(
      read(
        tokenTransferChecked({
          source: SOURCE,
          mint: MINT,
          destination: OTHER,
          authority: WALLET,
          amount: 12_500_000n,
          decimals: 6,
        }),
        tokenTransfer({ source: SOURCE, destination: OTHER, authority: WALLET, amount: 7n }),
      ),
      { ...context, sends: false },
      englishWords,
    )
    expect(description.summary).toBe('Solana transaction')
    expect(description.calls?.map((call) => [call.title, call.summary])).toEqual([
      ['Call 1 of 2', `Send 12.5 of token ${MINT} to ${OTHER}`],
      ['Call 2 of 2', `Send 7 units of token ? to ${OTHER}`],
    ])
    expect(description.calls?.[1]?.details).toContainEqual({
      label: 'Note',
      value: expect.stringContaining('smallest units'),
    })
    expect(description.details[0]?.value).toBe(
      'Only signed here: the page sends this transaction itself',
    )
  })

  test('another program is named', async () => {
    const memo = { programAddress: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as never }
    const description = await describeSolanaTransaction(read(memo), context, englishWords)
    expect(description.summary).toBe('Call to program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
  })

  test('a message: its text with invisible characters escaped, or hex when not text', () => {
    const text = describeSolanaMessage(
      new TextEncoder().encode('Sign in\u202e'),
      WALLET,
      englishWords,
    )
    expect(text.summary).toBe('Sign a message')
    expect(text.message).toBe('Sign in⟨U+202E⟩')
    expect(text.warning).toContain('invisible')
    const bytes = describeSolanaMessage(new Uint8Array([0xff, 0x00, 0x01]), WALLET, englishWords)
    expect(bytes.message).toBe('0xff0001')
    expect(bytes.details).toContainEqual({
      label: 'Note',
      value: 'This message is not text: its bytes are shown in hexadecimal',
    })
    expect(readableMessage(new Uint8Array([0x61, 0x00])).hex).toBe(true)
  })
})
