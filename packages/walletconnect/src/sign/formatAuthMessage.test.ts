import { expect, test } from 'vitest'
import { formatAuthMessage } from './formatAuthMessage.js'
import { createRecap } from './recap.js'
import type { Cacao } from './schemas.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const recap = createRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
const payload: Cacao['p'] = {
  domain: 'localhost:5173',
  aud: 'http://localhost:5173/login',
  version: '1',
  nonce: '8d1d24b4b2f0e5b3',
  iat: '2025-01-01T00:00:00.000Z',
  exp: '2025-01-02T00:00:00.000Z',
  nbf: '2024-12-31T00:00:00.000Z',
  requestId: 'req-42',
  statement: 'Sign in to Latch.',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', recap],
  iss: `did:pkh:eip155:1:${address}`,
}

// Produced once with @walletconnect/utils 2.21.6 from packages/testing-node:
// node -e "const u = require('@walletconnect/utils'); console.log(JSON.stringify(u.formatMessage(p,
//   'did:pkh:eip155:1:0xf39F…2266')))" with `p` = `payload` above (its recap from the SDK's
// encodeRecap(createRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])));
// then the same with statement, exp, nbf, requestId and resources unset and chain eip155:10.
const sdkMessage =
  "localhost:5173 wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nSign in to Latch. I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.\n\nURI: http://localhost:5173/login\nVersion: 1\nChain ID: 1\nNonce: 8d1d24b4b2f0e5b3\nIssued At: 2025-01-01T00:00:00.000Z\nExpiration Time: 2025-01-02T00:00:00.000Z\nNot Before: 2024-12-31T00:00:00.000Z\nRequest ID: req-42\nResources:\n- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/\n- urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NlbmRUcmFuc2FjdGlvbiI6W3t9XSwicmVxdWVzdC9wZXJzb25hbF9zaWduIjpbe31dfX19"
const sdkMinimalMessage =
  'localhost:5173 wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: http://localhost:5173/login\nVersion: 1\nChain ID: 10\nNonce: 8d1d24b4b2f0e5b3\nIssued At: 2025-01-01T00:00:00.000Z'

test('EIP-4361 layout for a full payload, as the SDK formats it', () => {
  const message = formatAuthMessage(payload)
  expect(message).toMatchInlineSnapshot(`
    "localhost:5173 wants you to sign in with your Ethereum account:
    0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

    Sign in to Latch. I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.

    URI: http://localhost:5173/login
    Version: 1
    Chain ID: 1
    Nonce: 8d1d24b4b2f0e5b3
    Issued At: 2025-01-01T00:00:00.000Z
    Expiration Time: 2025-01-02T00:00:00.000Z
    Not Before: 2024-12-31T00:00:00.000Z
    Request ID: req-42
    Resources:
    - ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
    - urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NlbmRUcmFuc2FjdGlvbiI6W3t9XSwicmVxdWVzdC9wZXJzb25hbF9zaWduIjpbe31dfX19"
  `)
  expect(message).toBe(sdkMessage)
})

test('without the optional fields, as the SDK formats it', () => {
  const { statement, exp, nbf, requestId, resources, ...required } = payload
  expect(formatAuthMessage({ ...required, iss: `did:pkh:eip155:10:${address}` })).toBe(
    sdkMinimalMessage,
  )
})

test('without a ReCap, the statement as it is; a malformed ReCap adds nothing', () => {
  const lines = (resources: string[]) =>
    formatAuthMessage({ ...payload, resources })
      .split('\n')
      .slice(0, 5)
  const expected = [
    'localhost:5173 wants you to sign in with your Ethereum account:',
    address,
    '',
    'Sign in to Latch.',
    '',
  ]
  expect(lines(['ipfs://x'])).toEqual(expected)
  expect(lines(['urn:recap:!!!'])).toEqual(expected)
})

test('a ReCap without a statement: the ReCap statement alone', () => {
  const { statement, ...rest } = payload
  expect(formatAuthMessage(rest).split('\n')[3]).toBe(
    "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
  )
})
