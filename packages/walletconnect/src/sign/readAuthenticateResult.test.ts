import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { deriveSymKey, hashKey } from '../crypto/keys.js'
import { ProtocolError } from '../errors/errors.js'
import { formatAuthMessage } from './formatAuthMessage.js'
import { readAuthenticateResult } from './readAuthenticateResult.js'
import { createRecap } from './recap.js'

// RFC 7748 §6.1 key pairs: the dapp is Alice, the wallet Bob.
const dapp = { privateKey: '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a' }
const wallet = {
  privateKey: '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb',
  publicKey: 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
}
const dappPublicKey = '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a'
const pairingTopic = '2'.repeat(64)
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const now = Date.parse('2025-01-01T00:00:00Z')
const metadata = { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] }

function cacao(chainId: string, methods: string[], extraResources: string[] = []) {
  return {
    h: { t: 'caip122' },
    p: {
      domain: 'localhost:5173',
      aud: 'http://localhost:5173',
      version: '1',
      nonce: 'n0nce',
      iat: '2025-01-01T00:00:00.000Z',
      iss: `did:pkh:${chainId}:${address}`,
      statement: 'Sign in.',
      resources: [
        ...extraResources,
        ...(methods.length ? [createRecap('eip155', 'request', methods)] : []),
      ],
    },
    s: { t: 'eip191', s: '0xsignature' },
  }
}

const result = {
  cacaos: [
    cacao('eip155:1', ['personal_sign', 'eth_sendTransaction']),
    cacao('eip155:10', ['personal_sign', 'eth_signTypedData_v4']),
  ],
  responder: { publicKey: wallet.publicKey, metadata },
}

beforeEach(() => {
  vi.useFakeTimers({ now })
})
afterEach(() => {
  vi.useRealTimers()
})

test('the session both sides share: topic, key, namespaces from did:pkh and ReCap, 7 days', () => {
  const { record, auths } = readAuthenticateResult({
    result,
    privateKey: dapp.privateKey,
    pairingTopic,
  })
  const symKey = deriveSymKey(dapp.privateKey, wallet.publicKey)
  expect(symKey).toBe(deriveSymKey(wallet.privateKey, dappPublicKey))
  expect(record).toEqual({
    topic: hashKey(symKey),
    symKey,
    pairingTopic,
    namespaces: {
      eip155: {
        accounts: [`eip155:1:${address}`, `eip155:10:${address}`],
        chains: ['eip155:1', 'eip155:10'],
        methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    peer: metadata,
    expiry: now / 1000 + 7 * 86_400,
  })
  expect(auths).toEqual(
    result.cacaos.map((signed) => ({ cacao: signed, message: formatAuthMessage(signed.p) })),
  )
})

test('a CACAO without a ReCap adds its account, not methods', () => {
  const { record } = readAuthenticateResult({
    result: { ...result, cacaos: [cacao('eip155:1', ['personal_sign']), cacao('eip155:137', [])] },
    privateKey: dapp.privateKey,
    pairingTopic,
  })
  expect(record.namespaces.eip155).toMatchObject({
    accounts: [`eip155:1:${address}`, `eip155:137:${address}`],
    chains: ['eip155:1', 'eip155:137'],
    methods: ['personal_sign'],
  })
})

test('an upper-case responder key is read as hex', () => {
  const upper = { ...result, responder: { publicKey: wallet.publicKey.toUpperCase(), metadata } }
  const read = (value: unknown) =>
    readAuthenticateResult({ result: value, privateKey: dapp.privateKey, pairingTopic }).record
  expect(read(upper)).toEqual(read(result))
})

test('the same account twice is listed once', () => {
  const { record } = readAuthenticateResult({
    result: { ...result, cacaos: [result.cacaos[0], result.cacaos[0]] },
    privateKey: dapp.privateKey,
    pairingTopic,
  })
  expect(record.namespaces.eip155?.accounts).toEqual([`eip155:1:${address}`])
})

describe('malformed → ProtocolError', () => {
  test.each([
    ['undefined', undefined],
    ['a string', 'cacaos'],
    ['no cacaos', { responder: result.responder }],
    ['empty cacaos', { ...result, cacaos: [] }],
    ['no responder', { cacaos: result.cacaos }],
    ['a short responder key', { ...result, responder: { publicKey: 'abcd', metadata } }],
    [
      'an issuer that is not did:pkh',
      {
        ...result,
        cacaos: [
          {
            ...cacao('eip155:1', ['x']),
            p: { ...cacao('eip155:1', ['x']).p, iss: 'did:key:z6Mk' },
          },
        ],
      },
    ],
    [
      'a CACAO without signature',
      { ...result, cacaos: [{ h: { t: 'caip122' }, p: cacao('eip155:1', ['x']).p }] },
    ],
    ['no method granted', { ...result, cacaos: [cacao('eip155:1', [])] }],
    ['a malformed ReCap only', { ...result, cacaos: [cacao('eip155:1', [], ['urn:recap:!!!'])] }],
    [
      'a low-order responder key',
      { ...result, responder: { publicKey: '0'.repeat(64), metadata } },
    ],
  ])('%s', (_, value) => {
    expect(() =>
      readAuthenticateResult({ result: value, privateKey: dapp.privateKey, pairingTopic }),
    ).toThrow(ProtocolError)
  })
})
