import * as z from 'zod/mini'

/** The most accounts an answer may list; more is a hostile wallet, not a user's. */
const MAX_ACCOUNTS = 256
/** The longest signature accepted, in bytes: room for ERC-6492 wrapped smart-account signatures. */
const MAX_SIGNATURE_BYTES = 65_536

/** An EVM address: `0x` and 40 hex digits (any case; checksums are viem's to apply). */
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** An `eth_accounts` / `eth_requestAccounts` answer or an `accountsChanged` payload. */
export const evmAccounts = z.array(evmAddress).check(z.maxLength(MAX_ACCOUNTS))

/**
 * A chain id as wallets send it — a hex quantity (EIP-695), or, from looser wallets, a decimal string
 * or a number — read as a positive safe integer. `'garbage'`, `'0xZZ'`, `null`, `0`, `-1`, `1.5` and
 * 256-bit values are refused.
 */
export const evmChainId = z.pipe(
  z.union([
    z.number(),
    z.string().check(z.regex(/^0x[0-9a-fA-F]{1,14}$/)),
    z.string().check(z.regex(/^[0-9]{1,16}$/)),
  ]),
  z.pipe(
    z.transform((value: number | string) => Number(value)),
    z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  ),
)

/**
 * A signature: `0x` and whole bytes of hex, at least 64 (ERC-2098 compact; 65 for an EOA's
 * `personal_sign`, more for ERC-1271/ERC-6492 smart accounts), at most 64 KiB — or exactly `0x`,
 * which a Safe answers when the message is signed on-chain (its ERC-1271 `isValidSignature` then
 * accepts the empty signature; the verifier decides).
 */
export const hexSignature = z.union([
  z.literal('0x'),
  z
    .string()
    .check(
      z.regex(/^0x(?:[0-9a-fA-F]{2})+$/),
      z.minLength(2 + 64 * 2),
      z.maxLength(2 + MAX_SIGNATURE_BYTES * 2),
    ),
])
/** A uint256 as a JSON-RPC hex quantity (e.g. an `eth_getBalance` answer), read as a bigint. */
export const uint256Quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value: string) => BigInt(value)),
)

/** A transaction hash: `0x` and 32 bytes of hex (the answer to `eth_sendTransaction`). */
export const transactionHash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
