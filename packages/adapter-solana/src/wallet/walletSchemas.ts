import * as z from 'zod/mini'

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array)

/** A Solana address: base58 of a 32-byte key, 32 to 44 characters. */
export const solanaAddress = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/**
 * A Wallet Standard account as Latch uses it: a Solana `address` and, when given, its `chains`
 * (only strings kept). The wallet's own object is what Latch hands back to its features.
 */
export const walletAccount = z.object({
  address: solanaAddress,
  chains: z.catch(z.array(z.string()), []),
})

/** `standard:connect`'s output: `{ accounts }`. */
export const connectOutput = z.object({ accounts: z.array(z.unknown()).check(z.maxLength(1_000)) })

/** An ed25519 signature: 64 bytes. */
export const signatureBytes = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array && value.length === 64,
)

/** `solana:signMessage`'s output for one message. */
export const signMessageOutput = z.tuple([z.object({ signature: signatureBytes })], z.unknown())

/** `solana:signAndSendTransaction`'s output for one transaction. */
export const signAndSendOutput = z.tuple([z.object({ signature: signatureBytes })], z.unknown())

/** `solana:signTransaction`'s output for one transaction: the signed wire bytes (≤ 1232 as sent). */
export const signTransactionOutput = z.tuple(
  [z.object({ signedTransaction: bytes.check(z.refine((value) => value.length <= 65_536)) })],
  z.unknown(),
)

/** WalletConnect's `{ signature }` answers (`solana_signMessage`, `solana_signAndSendTransaction`). */
export const walletConnectSignature = z.object({
  signature: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)),
})
