import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import type { BitcoinNetworkName } from '../networks.js'

/** The address kinds Latch accepts: legacy (BIP-13/Base58Check), SegWit v0 (BIP-173), Taproot (BIP-350). */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** What {@link parseBitcoinAddress} reads from an address. */
export type ParsedBitcoinAddress = { network: BitcoinNetworkName; type: BitcoinAddressType }

const base58check = createBase58check(sha256)
/** Base58Check version bytes: P2PKH and P2SH on mainnet and testnet. */
const versions: Record<number, ParsedBitcoinAddress> = {
  0: { network: 'mainnet', type: 'p2pkh' },
  5: { network: 'mainnet', type: 'p2sh' },
  111: { network: 'testnet', type: 'p2pkh' },
  196: { network: 'testnet', type: 'p2sh' },
}
/** Bech32 human-readable parts: `bc` on mainnet, `tb` on testnet (and signet, which shares it). */
const prefixes: Record<string, BitcoinNetworkName> = { bc: 'mainnet', tb: 'testnet' }

function parseSegwit(address: string): ParsedBitcoinAddress | undefined {
  // BIP-173: all lower case or all upper case, at most 90 characters.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const network = prefixes[lower.slice(0, separator)]
  if (!network) return undefined
  // The witness version is the first data character: 'q' is 0 (Bech32), others (Bech32m, BIP-350).
  const coder = lower[separator + 1] === 'q' ? bech32 : bech32m
  const decoded = coder.decodeUnsafe(lower, 90)
  if (!decoded) return undefined
  const [version, ...data] = decoded.words
  const program = coder.fromWordsUnsafe(data)
  if (!program) return undefined
  if (version === 0 && program.length === 20) return { network, type: 'p2wpkh' }
  if (version === 0 && program.length === 32) return { network, type: 'p2wsh' }
  if (version === 1 && program.length === 32) return { network, type: 'p2tr' }
  // Other witness versions and lengths are valid Bech32m but no wallet hands them out today.
  return undefined
}

function parseBase58(address: string): ParsedBitcoinAddress | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return undefined
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  return payload.length === 21 ? versions[payload[0] as number] : undefined
}

/**
 * Reads a Bitcoin address: which network it is for and what kind it is, with its checksum checked
 * (Base58Check for P2PKH/P2SH; Bech32 for SegWit v0, Bech32m for Taproot). Untrusted input: never
 * throws.
 *
 * @param address - e.g. `tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v`.
 * @returns e.g. `{ network: 'testnet', type: 'p2wpkh' }`, or `undefined` when `address` is not a
 *   valid mainnet or testnet address (a typo, regtest's `bcrt1…`, an unknown witness version).
 *
 * @example
 * parseBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l') // { network: 'mainnet', type: 'p2wpkh' }
 * parseBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m') // undefined: bad checksum
 */
export function parseBitcoinAddress(address: unknown): ParsedBitcoinAddress | undefined {
  if (typeof address !== 'string' || address.length < 14 || address.length > 90) return undefined
  return /^(bc|tb)1/i.test(address) ? parseSegwit(address) : parseBase58(address)
}
