import { solanaLocal } from '@latch/testing'
import { describe, expect, it } from 'vitest'
import { transactionAnswer } from './rpcSchemas.js'
import { tokenName } from './tokenName.js'
import { toTransaction } from './toTransaction.js'

const OWNER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const OTHER = 'So11111111111111111111111111111111111111112'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SYSTEM = '11111111111111111111111111111111'
const SIGNATURE = '5'.repeat(88)

/** A jsonParsed answer in a node's shape: the owner pays and sends `lamports` to OTHER. */
function answer(overrides: Record<string, unknown> = {}) {
  return {
    slot: 10n,
    blockTime: 1_700_000_000n,
    transaction: {
      message: {
        accountKeys: [{ pubkey: OWNER }, { pubkey: OTHER }, { pubkey: SYSTEM }],
        instructions: [
          {
            program: 'system',
            programId: SYSTEM,
            parsed: { type: 'transfer', info: { source: OWNER, destination: OTHER, lamports: 7n } },
          },
        ],
      },
    },
    meta: {
      err: null,
      fee: 5_000n,
      preBalances: [1_000_000_000n, 0n, 1n],
      postBalances: [499_995_000n, 500_000_000n, 1n],
      preTokenBalances: [],
      postTokenBalances: [],
    },
    ...overrides,
  }
}

const map = (value: unknown, owner = OWNER) => {
  const parsed = transactionAnswer.parse(value)
  if (!parsed) throw new Error('null')
  return toTransaction(parsed, { owner, signature: SIGNATURE, caipNetwork: solanaLocal })
}

describe('toTransaction', () => {
  it('maps a SOL send without the fee the owner paid, and the receiver’s side', () => {
    expect(map(answer())).toEqual({
      id: SIGNATURE,
      metadata: {
        operationType: 'send',
        hash: SIGNATURE,
        minedAt: '2023-11-14T22:13:20.000Z',
        sentFrom: OWNER,
        sentTo: OTHER,
        status: 'confirmed',
        chain: solanaLocal.caipNetworkId,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '0.5' },
          fungible_info: {
            name: solanaLocal.nativeCurrency.name,
            symbol: solanaLocal.nativeCurrency.symbol,
          },
        },
      ],
    })
    expect(map(answer(), OTHER)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.5' } }],
    })
  })

  it('maps SPL balance changes of the owner’s token accounts, and a failure', () => {
    const balance = (accountIndex: number, owner: string, amount: string) => ({
      accountIndex,
      mint: MINT,
      owner,
      uiTokenAmount: { amount, decimals: 6, uiAmount: null, uiAmountString: '' },
    })
    const spl = answer({
      transaction: {
        message: {
          accountKeys: [{ pubkey: OTHER }, { pubkey: SYSTEM }, { pubkey: MINT }],
          instructions: [
            {
              program: 'spl-token',
              programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
              parsed: {
                type: 'transfer',
                info: { source: SYSTEM, destination: MINT, authority: OTHER },
              },
            },
          ],
        },
      },
      meta: {
        err: { InstructionError: [0, { Custom: 1 }] },
        fee: 5_000n,
        preBalances: [1n, 1n, 1n],
        postBalances: [1n, 1n, 1n],
        preTokenBalances: [balance(1, OTHER, '3000000')],
        postTokenBalances: [balance(1, OTHER, '1000000'), balance(2, OWNER, '2000000')],
      },
    })
    expect(map(spl)).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: OTHER, sentTo: OWNER, status: 'failed' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '2' },
          fungible_info: { name: 'Token EPjF…Dt1v', symbol: 'EPjF' },
        },
      ],
    })
  })

  it('leaves out a transaction without blockTime or meta, and refuses answers of another shape', () => {
    expect(map(answer({ blockTime: null }))).toBeUndefined()
    expect(map(answer({ meta: null }))).toBeUndefined()
    expect(() => map(answer({ meta: { err: null, fee: -1 } }))).toThrow()
    expect(() =>
      map(
        answer({
          transaction: { message: { accountKeys: [{ pubkey: '<b>' }], instructions: [] } },
        }),
      ),
    ).toThrow()
  })
})

describe('tokenName', () => {
  it('reads Token-2022 metadata as plain text, capped, and falls back to the mint', () => {
    const extensions = [
      {
        extension: 'tokenMetadata',
        state: {
          name: `\u202eUSD\u200b Coin<img src=x onerror=alert(1)>${'x'.repeat(200)}`,
          symbol: '\u0000USDC',
        },
      },
    ]
    const { name, symbol } = tokenName(MINT, extensions)
    expect(name.startsWith('USD Coin<img src=x onerror=alert(1)>')).toBe(true)
    expect(Array.from(name)).toHaveLength(64)
    expect(symbol).toBe('USDC')
    expect(tokenName(MINT, [{ extension: 'tokenMetadata', state: { name: 42 } }])).toEqual({
      name: 'Token EPjF…Dt1v',
      symbol: 'EPjF',
    })
    expect(
      tokenName(MINT, [{ extension: 'tokenMetadata', state: { name: '\u200b', symbol: ' ' } }]),
    ).toEqual({ name: 'Token EPjF…Dt1v', symbol: 'EPjF' })
  })
})
