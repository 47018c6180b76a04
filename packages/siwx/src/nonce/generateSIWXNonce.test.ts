import { expect, test } from 'vitest'
import { generateSIWXNonce } from './generateSIWXNonce.js'

test('128 random bits as 32 hex characters: alphanumeric and at least 8 long (EIP-4361)', () => {
  const nonces = Array.from({ length: 1000 }, generateSIWXNonce)
  for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(new Set(nonces).size).toBe(nonces.length)
})
