import { getBase58Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { solTransfer, wireTransaction } from '../testing/solanaTransactions.js'
import { parseSolanaRequest } from './parseSolanaRequest.js'

const LOCAL = {
  reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Local',
  rpcUrl: 'http://127.0.0.1:8899',
  nativeCurrency: { symbol: 'SOL', decimals: 9 },
}
const chainId = `solana:${LOCAL.reference}`
const WALLET = 'Dg1XKVHKfHJbmtXbVjhf5WZFefH7Xwc6NB9uEXWzuPSK'

describe('parseSolanaRequest', () => {
  test('solana_signMessage: the raw bytes of the base58 message, on its network', () => {
    const message = getBase58Decoder().decode(new TextEncoder().encode('hello'))
    expect(
      parseSolanaRequest('solana_signMessage', { message, pubkey: WALLET, chainId }, [LOCAL]),
    ).toEqual({
      method: 'solana_signMessage',
      network: LOCAL,
      message: new TextEncoder().encode('hello'),
      pubkey: WALLET,
    })
  })

  test('transactions keep their base64 wire form', () => {
    expect(
      parseSolanaRequest('solana_signTransaction', { transaction: 'AQID', chainId }, [LOCAL]),
    ).toEqual({ method: 'solana_signTransaction', network: LOCAL, transaction: 'AQID' })
  })

  test('malformed params and an unknown chainId are -32602', () => {
    const bad = (method: Parameters<typeof parseSolanaRequest>[0], params: unknown) => () =>
      parseSolanaRequest(method, params, [LOCAL])
    expect(bad('solana_signMessage', { message: '0OIl', pubkey: WALLET, chainId })).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(bad('solana_signMessage', [{ message: 'abc' }])).toThrow(
      'Invalid params: expected { message, pubkey, chainId }',
    )
    expect(bad('solana_signAndSendTransaction', { transaction: 'AQID' })).toThrow(
      'Invalid params: expected { transaction, chainId }',
    )
    expect(
      bad('solana_signTransaction', {
        transaction: 'AQID',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toThrow('Invalid params: unknown chainId solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(() =>
      parseSolanaRequest('solana_signTransaction', { transaction: 'AQID', chainId }, []),
    ).toThrow(expect.objectContaining({ code: -32602 }))
  })

  test('solana_signMessage refuses a transaction message (4100), with or without bytes after it', () => {
    const { messageBytes } = getTransactionDecoder().decode(
      getBase64Encoder().encode(wireTransaction(WALLET, [solTransfer(WALLET, WALLET, 1n)])),
    )
    for (const bytes of [new Uint8Array(messageBytes), new Uint8Array([...messageBytes, 7])]) {
      const message = getBase58Decoder().decode(bytes)
      expect(() =>
        parseSolanaRequest('solana_signMessage', { message, pubkey: WALLET, chainId }, [LOCAL]),
      ).toThrow(
        expect.objectContaining({
          code: 4100,
          message: 'This message is a transaction: it must be signed as one.',
        }),
      )
    }
  })
})
