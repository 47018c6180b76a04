import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import * as z from 'zod/mini'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64
/** The most accounts or chains a wallet may list; more is a hostile wallet, not a user's. */
export const MAX_ITEMS = 64

const text = z.string().check(z.maxLength(10_000))
/**
 * A Wallet Standard wallet's name as Latch shows it: stripped of control, zero-width and bidi
 * characters, trimmed, cut to 64 characters, and not empty after that.
 */
export const walletName = z.pipe(
  text,
  z.pipe(
    z.transform((name: string) => stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH).trim()),
    z.string().check(z.minLength(1)),
  ),
)

/** A wallet's icon when it may be shown (`data:image/…` or `http(s):`), else `undefined`. */
export const walletIcon = z.catch(
  z.pipe(
    text,
    z.transform((icon: string) => (isSafeImageUrl(icon) ? icon : undefined)),
  ),
  undefined,
)

/** A wallet's chains (`bitcoin:mainnet`…); anything else in the list is dropped. */
export const walletChains = z.pipe(
  z.array(z.unknown()).check(z.maxLength(MAX_ITEMS)),
  z.transform((chains: unknown[]) =>
    chains.filter((chain): chain is string => typeof chain === 'string' && chain.length < 128),
  ),
)

/** A wallet feature with the method `name`, e.g. `bitcoin:connect`'s `connect`. */
export const featureWith = <name extends string>(name: name) =>
  z.custom<Record<name, (...inputs: unknown[]) => unknown>>(
    (feature) =>
      typeof feature === 'object' &&
      feature !== null &&
      typeof (feature as Record<string, unknown>)[name] === 'function',
  )
