import type { SIWXMessageData } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { InvalidSIWXMessageFieldError } from '../errors/InvalidSIWXMessageFieldError.js'
import { caip122SolanaExample } from '../testing/caip122SolanaExample.js'
import { eip4361Example } from '../testing/eip4361Example.js'
import { formatCaip122Message } from './formatCaip122Message.js'

const solana = { accountName: 'Solana', chainReference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
const minimal: SIWXMessageData = {
  accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: '9f86d081884c7d65',
  issuedAt: '2026-03-01T12:00:00Z',
}

describe('formatCaip122Message', () => {
  test("writes the Solana profile's example byte for byte", () => {
    const { data, chainReference, base64url } = caip122SolanaExample
    const text = formatCaip122Message(data, { accountName: 'Solana', chainReference })
    expect(Buffer.from(text).toString('base64url')).toBe(base64url)
  })

  test("is EIP-4361's layout: the EIP-4361 example, with Ethereum's name, is written as viem writes it", () => {
    const profile = { accountName: 'Ethereum', chainReference: '1' }
    expect(formatCaip122Message(eip4361Example.data, profile)).toBe(eip4361Example.message)
  })

  test('without a statement, three line breaks follow the address (EIP-4361); optional lines in order', () => {
    expect(formatCaip122Message(minimal, solana)).toBe(
      [
        'localhost:5173 wants you to sign in with your Solana account:',
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        '',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: 9f86d081884c7d65',
        'Issued At: 2026-03-01T12:00:00Z',
      ].join('\n'),
    )
    const full = {
      ...minimal,
      statement: '',
      requestId: 'req-1',
      notBefore: '2026-03-01T12:00:00Z',
      expirationTime: '2026-03-02T12:00:00.5+01:00',
      resources: [],
    }
    expect(formatCaip122Message(full, solana).split('\n').slice(9)).toEqual([
      'Expiration Time: 2026-03-02T12:00:00.5+01:00',
      'Not Before: 2026-03-01T12:00:00Z',
      'Request ID: req-1',
      'Resources:',
    ])
  })

  test.each([
    ['domain', { domain: 'app example' }],
    ['domain', { domain: 'evil.example wants you to sign in with your Solana account:\nX\n' }],
    ['uri', { uri: 'not a uri' }],
    ['uri', { uri: 'https://app.example\nNonce: 12345678' }],
    ['version', { version: '2' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'not-alphanumeric' }],
    ['issuedAt', { issuedAt: '2026-03-01 12:00:00' }],
    [
      'expirationTime',
      { expirationTime: '2026-03-01T12:00:00Z\nNot Before: 2026-03-01T12:00:00Z' },
    ],
    ['notBefore', { notBefore: '' }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: 'carriage\rreturn' }],
    ['statement', { statement: 'override \u202e' }],
    ['statement', { statement: 'lone \ud800 surrogate' }],
    ['requestId', { requestId: 'id\nResources:' }],
    ['requestId', { requestId: 'with space' }],
    ['resources', { resources: ['https://app.example/terms', 'not a uri'] }],
  ] as const)('refuses a %s it cannot write: %j', (field, change) => {
    const write = () => formatCaip122Message({ ...minimal, ...change } as SIWXMessageData, solana)
    expect(write).toThrow(InvalidSIWXMessageFieldError)
    expect(write).toThrow(expect.objectContaining({ field }))
  })

  test('error messages name the field and the rule, details quote the value', () => {
    const error = (() => {
      try {
        formatCaip122Message({ ...minimal, nonce: 'short' }, solana)
      } catch (error) {
        return error as InvalidSIWXMessageFieldError
      }
    })()
    expect(error?.shortMessage).toBe(
      'Invalid SIWX message field `nonce`: must be at least 8 alphanumeric characters',
    )
    expect(error?.details).toBe('Provided value: "short"')
  })

  test('writes a statement in any script, and an IPv4 or localhost domain', () => {
    const data = {
      ...minimal,
      statement: 'Connectez-vous à Exemple — 例子 🔐',
      domain: '127.0.0.1:8080',
    }
    expect(formatCaip122Message(data, solana)).toContain(
      '\n\nConnectez-vous à Exemple — 例子 🔐\n\n',
    )
  })
})
