import * as z from 'zod/mini'
import { MAX_ITEMS } from './walletSchemas.js'

/** The longest signature accepted, in bytes (a BIP-322 full signature of a few inputs fits). */
export const MAX_SIGNATURE_BYTES = 10_000

const bytes = (max: number) =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length <= max)

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
