import { describe, expect, test } from 'vitest'
import { caip122SolanaExample } from '../testing/caip122SolanaExample.js'
import { eip4361Example } from '../testing/eip4361Example.js'
import { createBip122Verifier } from '../verifiers/createBip122Verifier.js'
import { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
import { parseSIWXMessage } from './parseSIWXMessage.js'

const solanaText = await createSolanaVerifier().formatMessage(caip122SolanaExample.data)
const bitcoinData = {
  accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: '9f86d081884c7d65',
  issuedAt: '2026-03-01T12:00:00Z',
  expirationTime: '2026-03-02T12:00:00Z',
  notBefore: '2026-03-01T12:00:00Z',
  requestId: 'req-1',
} as const
const bitcoinText = await createBip122Verifier().formatMessage(bitcoinData)

describe('parseSIWXMessage', () => {
  test('reads Solana and Bitcoin texts back into their fields', async () => {
    expect(await parseSIWXMessage(solanaText)).toEqual(caip122SolanaExample.data)
    expect(await parseSIWXMessage(bitcoinText)).toEqual(bitcoinData)
  })

  test.each([
    ['a CRLF text', solanaText.replaceAll('\n', '\r\n')],
    ['a trailing line break', `${solanaText}\n`],
    ['a line added', solanaText.replace('\nNonce:', '\nNonce: 00000000\nNonce:')],
    ['lines swapped', bitcoinText.replace(/(Version: 1)\n(Chain ID: \w+)/, '$2\n$1')],
    ['a line missing', bitcoinText.replace(/\nNonce: \w+/, '')],
    ['SIWS without statement (two line breaks)', bitcoinText.replace('\n\n\n', '\n\n')],
    ["the Solana profile's own `Chain ID: 1`", solanaText.replace(/Chain ID: \w+/, 'Chain ID: 1')],
    ['an unknown account name', solanaText.replace('Solana account', 'Cosmos account')],
    ['a Bitcoin address on another network', bitcoinText.replace('bc1q', 'tb1q')],
    ["EIP-4361 (viem's parseSiweMessage reads it)", eip4361Example.message],
    ['the statement moved into the URI line', solanaText.replace('\n\nURI: ', '\nURI: ')],
    [
      'a time that is not RFC 3339',
      bitcoinText.replace('2026-03-01T12:00:00Z', '2026-03-01 12:00'),
    ],
    ['an empty request id line', bitcoinText.replace('Request ID: req-1', 'Request ID: ')],
    ['nothing', ''],
    ['a very long text', `${solanaText}${'x'.repeat(20_000)}`],
  ])('refuses %s', async (_case, text) => {
    expect(await parseSIWXMessage(text)).toBeUndefined()
  })
})
