import type { Wallet } from '@wallet-standard/base'
import type * as z from 'zod/mini'
import { toUserRejection } from '../toUserRejection.js'

/**
 * A Wallet Standard feature's method, bound to its feature object; `undefined` when the wallet does
 * not have it or reading it throws (a hostile wallet's getter or proxy).
 *
 * @example
 * const connect = getFeatureMethod(wallet, 'standard:connect', 'connect')
 */
export function getFeatureMethod(
  wallet: Wallet,
  feature: string,
  method: string,
): ((...args: unknown[]) => unknown) | undefined {
  try {
    const value = (wallet.features as Record<string, unknown>)[feature]
    if (typeof value !== 'object' || value === null) return undefined
    const found = (value as Record<string, unknown>)[method]
    return typeof found === 'function'
      ? (found.bind(value) as (...args: unknown[]) => unknown)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Calls into a wallet: a synchronous throw becomes a rejection, and a rejection the user caused is
 * turned into one core recognises ({@link toUserRejection}).
 * @returns What the wallet answered, unchecked.
 */
export async function callWallet(call: () => unknown): Promise<unknown> {
  try {
    return await call()
  } catch (error) {
    throw toUserRejection(error)
  }
}

/** Checks a wallet's answer with `schema`; `undefined` when it does not match or reading it throws. */
export function parseAnswer<schema extends z.ZodMiniType>(
  schema: schema,
  answer: unknown,
): z.output<schema> | undefined {
  try {
    const parsed = schema.safeParse(answer)
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
