import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "fromSiweConfig",
      "InvalidSIWXSessionError",
      "UnsupportedSIWXNamespaceError",
      "createSIWX",
      "InvalidSIWXMessageFieldError",
      "parseSIWXMessage",
      "generateSIWXNonce",
      "createBip122Verifier",
      "createEip155Verifier",
      "createSolanaVerifier",
    ]
  `)
})
