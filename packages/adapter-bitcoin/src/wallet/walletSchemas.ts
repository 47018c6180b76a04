import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import * as z from 'zod/mini'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64
/** The most accounts or chains a wallet may list; more is a hostile wallet, not a user's. */
const MAX_ITEMS = 64
/** The longest signature accepted, in bytes (a BIP-322 full signature of a few inputs fits). */
export const MAX_SIGNATURE_BYTES = 10_000

const text = z.string().check(z.maxLength(10_000))
const bytes = (max: number) =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length <= max)

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

/**
 * A Wallet Standard account as a Bitcoin wallet gives it: `address` (checked against the network
 * later), `publicKey` bytes (up to 65), and the `purpose` Bitcoin wallets add (`payment`,
 * `ordinals`), if any.
 */
export const walletAccount = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  publicKey: z.optional(bytes(65)),
  purpose: z.catch(z.optional(z.enum(['payment', 'ordinals'])), undefined),
})

/** A checked Wallet Standard account, with the wallet's own object to hand back when signing. */
export type CheckedWalletAccount = z.infer<typeof walletAccount> & { source: unknown }

/** A list of accounts (`wallet.accounts`, a connect output's `accounts`, a `change` event's). */
export const walletAccounts = z.array(z.unknown()).check(z.maxLength(MAX_ITEMS))

/** The output of `bitcoin:connect` and `standard:connect`: `{ accounts }`. */
export const connectOutput = z.object({ accounts: walletAccounts })

/**
 * The output of `bitcoin:signMessage`: one `{ signature }` per input. The standard says bytes (the
 * BIP-322 witness, or a 65-byte legacy signature); some wallets give the base64 text instead.
 */
export const signMessageOutput = z
  .array(
    z.object({
      signature: z.union([
        bytes(MAX_SIGNATURE_BYTES).check(z.refine((signature) => signature.length >= 64)),
        z
          .string()
          .check(z.regex(/^[A-Za-z0-9+/]{86,}={0,2}$/), z.maxLength(MAX_SIGNATURE_BYTES * 2)),
      ]),
    }),
  )
  .check(z.minLength(1))

/** A `standard:events` `change` payload; only `accounts` matters to the adapter. */
export const changeEvent = z.object({ accounts: z.optional(walletAccounts) })

/** A wallet feature with the method `name`, e.g. `bitcoin:connect`'s `connect`. */
export const featureWith = <name extends string>(name: name) =>
  z.custom<Record<name, (...inputs: unknown[]) => unknown>>(
    (feature) =>
      typeof feature === 'object' &&
      feature !== null &&
      typeof (feature as Record<string, unknown>)[name] === 'function',
  )
