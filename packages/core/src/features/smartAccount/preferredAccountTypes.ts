import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import type { PreferredAccountType } from '../../options/types.js'

/** Where the user's preferred account types are kept: `{ [namespace]: type }`, JSON. */
export const PREFERRED_ACCOUNT_TYPES_KEY = '@latch/preferred_account_types'

/** The account types each namespace may prefer (the `defaultAccountTypes` option's). */
const allowed: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  bip122: ['payment', 'ordinal', 'stx'],
}

/** Whether `namespace` may prefer `accountType`. */
export function isAccountTypeOf(namespace: ChainNamespace, accountType: unknown): boolean {
  return (
    Object.hasOwn(allowed, namespace) && Boolean(allowed[namespace]?.includes(`${accountType}`))
  )
}

function storedTypes(context: LatchContext): Record<string, unknown> {
  const stored = context.storage.get(PREFERRED_ACCOUNT_TYPES_KEY)
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {}
}

/**
 * The account type `namespace` prefers: the one the user chose (stored, survives a reload), else the
 * `defaultAccountTypes` option's (defaults: eip155 `smartAccount`).
 */
export function preferredAccountType(
  context: LatchContext,
  namespace: ChainNamespace,
): PreferredAccountType | undefined {
  const stored = storedTypes(context)[namespace]
  if (isAccountTypeOf(namespace, stored)) return stored as PreferredAccountType
  const defaults: Partial<Record<ChainNamespace, PreferredAccountType>> =
    context.options.defaultAccountTypes
  return Object.hasOwn(defaults, namespace) ? defaults[namespace] : undefined
}

/** Keeps `accountType` as `namespace`'s preferred type for the next page loads. */
export function storePreferredAccountType(
  context: LatchContext,
  namespace: ChainNamespace,
  accountType: PreferredAccountType,
): void {
  context.storage.set(PREFERRED_ACCOUNT_TYPES_KEY, {
    ...storedTypes(context),
    [namespace]: accountType,
  })
}
