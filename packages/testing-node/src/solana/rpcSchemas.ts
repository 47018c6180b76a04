import { type Address, isAddress, isSignature, type Signature } from '@solana/kit'
import * as z from 'zod'

/** A base58 account address (32 bytes). */
export const addressSchema = z
  .string()
  .refine(isAddress, 'not a valid address') as unknown as z.ZodType<Address>

/** A base58 transaction signature (64 bytes). */
export const signatureSchema = z
  .string()
  .refine(isSignature, 'not a valid signature') as unknown as z.ZodType<Signature>

/** `commitment` and `minContextSlot`, which every read accepts (ignored: everything is final). */
export const commitmentConfig = z.object({
  commitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

/** Account data encodings (https://solana.com/docs/rpc/http/getaccountinfo). */
export const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed'])

/** `getAccountInfo` / `getMultipleAccounts` / `getTokenAccountsByOwner` options. */
export const accountConfig = commitmentConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: z
    .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
})

/** Positional params: an optional trailing config object may be absent or `null`. */
export function optionalConfig<schema extends z.ZodType>(schema: schema) {
  return z.preprocess((value) => (value === null ? undefined : value), schema.optional())
}

/** Base64 or base58 text of a wire transaction, as `encoding` says (default base58). */
export const wireEncoding = z.enum(['base58', 'base64'])
