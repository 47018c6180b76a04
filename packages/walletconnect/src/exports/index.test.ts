import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "decodeEnvelope",
      "encodeEnvelope",
      "readEnvelope",
      "EnvelopeError",
      "InvalidKeyError",
      "deriveSymKey",
      "generateKeyPair",
      "generateSymKey",
      "hashKey",
      "hashMessage",
      "ClientClosedError",
      "NotApprovedError",
      "ProtocolError",
      "RelayRequestError",
      "RelayUnreachableError",
      "SessionNotFoundError",
      "WalletConnectExpiredError",
      "WalletRpcError",
      "WalletConnectError",
      "createRelayClient",
      "decodeDidKey",
      "encodeDidKey",
      "RelayAuthError",
      "createRelayAuthJwt",
      "generateRelayAuthSeed",
      "getClientId",
      "verifyRelayAuthJwt",
      "createSignClient",
      "formatAuthMessage",
      "createRecap",
      "PairingUriError",
      "formatPairingUri",
      "parsePairingUri",
    ]
  `)
})
