import type { SIWXMessageData } from '@latch/core'

/**
 * Reads a Solana or Bitcoin CAIP-122 sign-in text (https://chainagnostic.org/CAIPs/caip-122) back
 * into its fields, as the `solana` and `bip122` verifiers write them (EIP-4361's layout with
 * "Solana account" or "Bitcoin account"). A server can read what a wallet signed, then verify it
 * (`createSolanaVerifier().verify({ data, message, signature })`). EIP-4361 texts are viem's to
 * read (`parseSiweMessage` from `viem/siwe`).
 *
 * Strict: the text must be exactly what the namespace's verifier writes for the fields read
 * (writing them back gives the same text), so every field passes the writer's checks, no line is
 * missing, repeated, reordered or added, and the `Chain ID` line is a network the verifier knows
 * (`chainId` is `{namespace}:{Chain ID}`, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). The
 * reader is loaded when first called (a dynamic import).
 *
 * @param text - The signed text.
 * @returns Resolves with the fields, optional ones only when written; with `undefined` for any
 * other text (or one longer than 16,384 characters). Never rejects, unless the reader cannot be
 * loaded.
 *
 * @example
 * import { parseSIWXMessage } from '@latch/siwx'
 *
 * const data = await parseSIWXMessage(message)
 * if (data?.domain !== 'service.org') throw new Error('Not our sign-in')
 */
export async function parseSIWXMessage(text: string): Promise<SIWXMessageData | undefined> {
  const { readSIWXMessage } = await import('./readSIWXMessage.js')
  return readSIWXMessage(text)
}
