/** Chain namespaces Latch knows (CAIP-2 namespaces). `bip122` is Bitcoin. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** The namespaces, in a list for run-time checks. */
export const chainNamespaces: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
]

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xf39F…2266`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/**
 * Whether a string is one of the namespaces.
 *
 * @param value - Any string, e.g. the first part of a CAIP-2 id.
 * @returns `true` (narrowing `value` to {@link ChainNamespace}) for a known namespace.
 *
 * @example
 * import { isChainNamespace } from '@latch/core'
 *
 * isChainNamespace('eip155') // true
 * isChainNamespace('tron') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
