import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import * as v from 'valibot'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64
/** The most accounts or chains a wallet may list; more is a hostile wallet, not a user's. */
export const MAX_ITEMS = 64

// Discovery's checks run at start-up (the Connect list), so with valibot, which startup loads
// anyway; the wallets' answers, read once connected, are checked with zod in the lazy part.
const text = v.pipe(v.string(), v.maxLength(10_000))
/**
 * A Wallet Standard wallet's name as Latch shows it: stripped of control, zero-width and bidi
 * characters, trimmed, cut to 64 characters, and not empty after that.
 */
export const walletName = v.pipe(
  text,
  v.transform((name: string) => stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH).trim()),
  v.minLength(1),
)

/** A wallet's icon when it may be shown (`data:image/…` or `http(s):`), else `undefined`. */
export const walletIcon = v.fallback(
  v.pipe(
    text,
    v.transform((icon: string) => (isSafeImageUrl(icon) ? icon : undefined)),
  ),
  undefined,
)

/** A wallet's chains (`bitcoin:mainnet`…); anything else in the list is dropped. */
export const walletChains = v.pipe(
  v.array(v.unknown()),
  v.maxLength(MAX_ITEMS),
  v.transform((chains: unknown[]) =>
    chains.filter((chain): chain is string => typeof chain === 'string' && chain.length < 128),
  ),
)

/** A wallet feature with the method `name`, e.g. `bitcoin:connect`'s `connect`. */
export const featureWith = <name extends string>(name: name) =>
  v.custom<Record<name, (...inputs: unknown[]) => unknown>>(
    (feature) =>
      typeof feature === 'object' &&
      feature !== null &&
      typeof (feature as Record<string, unknown>)[name] === 'function',
  )
