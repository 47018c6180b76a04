import * as z from 'zod/mini'
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, plainText } from './untrusted.js'

// Schemas of the Solana JSON-RPC answers the data source reads (https://solana.com/docs/rpc/http).
// @solana/kit hands u64s over as bigints and small counts as numbers; both are accepted.

/** The most entries read from one list answer (token accounts, account keys, balances). */
const MAX_ITEMS = 1_000

/** A u64 (lamports, slots), as a bigint. */
const u64 = z.union([
  z.bigint().check(z.gte(0n)),
  z.pipe(
    z.int().check(z.gte(0)),
    z.transform((value: number) => BigInt(value)),
  ),
])
/** An integer as a number (kit gives bigints). */
const integer = z.pipe(
  z.union([z.int(), z.bigint()]),
  z.transform((value: number | bigint) => Number(value)),
)
/** A small count (decimals, an account index). */
const smallInt = integer.check(z.refine((value) => value >= 0 && value <= 1_000))
/** Unix seconds (`blockTime`), absent or `null` when the node does not know it. */
const unixTime = z.optional(z.nullable(integer))

/** A base58 address (32 bytes: 32 to 44 characters). */
export const addressText = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
/** A base58 transaction signature (64 bytes: 64 to 88 characters). */
export const signatureText = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/))
/** A token amount in base units, as text. */
const amountText = z.string().check(z.regex(/^\d{1,20}$/))

const list = <item extends z.ZodMiniType>(item: item) => z.array(item).check(z.maxLength(MAX_ITEMS))

/** `getBalance`: `{ value }` in lamports. */
export const balanceAnswer = z.object({ value: u64 })

/** `getTokenAccountsByOwner` with `jsonParsed`: SPL token accounts, parsed. */
export const tokenAccountsAnswer = z.object({
  value: list(
    z.object({
      pubkey: addressText,
      account: z.object({
        data: z.object({
          program: z.string().check(z.maxLength(64)),
          parsed: z.object({
            type: z.literal('account'),
            info: z.object({
              mint: addressText,
              owner: addressText,
              tokenAmount: z.object({ amount: amountText, decimals: smallInt }),
            }),
          }),
        }),
      }),
    }),
  ),
})
export type TokenAccountsAnswer = z.output<typeof tokenAccountsAnswer>

/** Token-2022's `tokenMetadata` extension state: the name and symbol only. */
export const tokenMetadata = z.object({
  name: plainText(MAX_NAME_LENGTH),
  symbol: plainText(MAX_SYMBOL_LENGTH),
})

/**
 * `getMultipleAccounts` of mints with `jsonParsed`: `null` for a missing account; a mint parsed
 * with its decimals and (Token-2022) extensions; anything else (not a mint) as `undefined`.
 */
export const mintsAnswer = z.object({
  value: list(
    z.nullable(
      z.object({
        data: z.catch(
          z.optional(
            z.object({
              parsed: z.object({
                type: z.literal('mint'),
                info: z.object({
                  decimals: smallInt,
                  extensions: z.optional(
                    list(z.object({ extension: z.string(), state: z.optional(z.unknown()) })),
                  ),
                }),
              }),
            }),
          ),
          undefined,
        ),
      }),
    ),
  ),
})

/** `getSignaturesForAddress`: newest first. */
export const signaturesAnswer = list(z.object({ signature: signatureText, blockTime: unixTime }))

const tokenBalance = z.object({
  accountIndex: smallInt,
  mint: addressText,
  owner: z.optional(addressText),
  uiTokenAmount: z.object({ amount: amountText, decimals: smallInt }),
})
export type TokenBalanceEntry = z.output<typeof tokenBalance>

/** A parsed instruction: `{ program, parsed: { type, info } }`, or an unparsed one (no `parsed`). */
const instruction = z.object({
  program: z.optional(z.string().check(z.maxLength(64))),
  programId: addressText,
  parsed: z.optional(
    z.catch(
      z.optional(
        z.object({
          type: z.string().check(z.maxLength(64)),
          info: z.record(z.string(), z.unknown()),
        }),
      ),
      undefined,
    ),
  ),
})
export type ParsedInstruction = z.output<typeof instruction>

/** `getTransaction` with `jsonParsed`: what the activity list needs; `null` when unknown. */
export const transactionAnswer = z.nullable(
  z.object({
    blockTime: unixTime,
    transaction: z.object({
      message: z.object({
        accountKeys: list(z.object({ pubkey: addressText })),
        instructions: list(instruction),
      }),
    }),
    meta: z.nullable(
      z.object({
        err: z.unknown(),
        fee: u64,
        preBalances: list(u64),
        postBalances: list(u64),
        preTokenBalances: z.optional(z.nullable(list(tokenBalance))),
        postTokenBalances: z.optional(z.nullable(list(tokenBalance))),
      }),
    ),
  }),
)
export type TransactionAnswer = NonNullable<z.output<typeof transactionAnswer>>
