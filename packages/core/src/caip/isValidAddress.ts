import type { ChainNamespace } from './types.js'

const eip155Address = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 (Bitcoin alphabet: no 0, O, I, l), 32 to 44 characters.
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The address check: eip155 is an optional `0x` then 40 hex characters; solana is 32 to
 * 44 base58 characters; every other namespace is invalid (no check is defined for it).
 *
 * @param address - The bare address (not a CAIP-10 id).
 * @param namespace - The CAIP-2 namespace the address belongs to.
 * @returns Whether the address is well formed for the namespace; a non-string never is. Never throws.
 *
 * @example
 * import { isValidAddress } from '@latch/core'
 *
 * isValidAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155') // true
 * isValidAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', 'eip155') // false: 39 hex digits
 * isValidAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana') // true
 * isValidAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122') // false: no check
 */
export function isValidAddress(address: string, namespace: ChainNamespace | string): boolean {
  // A regex test would turn an object into text (or throw doing so): only a string is an address.
  if (typeof address !== 'string') return false
  switch (namespace) {
    case 'eip155':
      return eip155Address.test(address)
    case 'solana':
      return solanaAddress.test(address)
    default:
      return false
  }
}
