import { bytesToHex } from 'viem'

/**
 * Makes a sign-in nonce: 128 bits from `crypto.getRandomValues`, as 32 lower-case hex characters,
 * so it meets EIP-4361's "at least 8 alphanumeric characters" and CAIP-122's replay protection.
 * (viem's `generateSiweNonce` draws from `Math.random`, which is not meant for secrets.)
 *
 * @returns e.g. `'9f86d081884c7d659a2feaa0c55ad015'`.
 *
 * @example
 * import { generateSIWXNonce } from '@latch/siwx'
 *
 * const nonce = generateSIWXNonce()
 */
export function generateSIWXNonce(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(16))).slice(2)
}
