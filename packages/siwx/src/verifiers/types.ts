import type { ChainNamespace, SIWXMessageData, SIWXSession } from '@latch/core'

/**
 * One namespace's sign-in scheme, what CAIP-122 calls a namespace profile
 * (https://chainagnostic.org/CAIPs/caip-122): how its message is written and how its signature is
 * checked. `createSIWX` picks the verifier whose `namespace` is the account's CAIP-2 namespace.
 *
 * Latch has three: {@link createEip155Verifier} (EIP-4361 text; EIP-191, ERC-1271 and ERC-6492
 * signatures as `0x` hex), {@link createSolanaVerifier} (CAIP-122 text, "Solana account"; base58
 * ed25519 signatures) and {@link createBip122Verifier} (CAIP-122 text, "Bitcoin account"; base64
 * BIP-322 simple or legacy signatures). Another namespace plugs in the same way, without changing
 * `createSIWX`.
 */
export type SIWXVerifier = {
  /** The CAIP-2 namespace this verifier handles, e.g. `eip155`. */
  namespace: ChainNamespace
  /**
   * Writes a message's fields as the exact text the wallet signs. Deterministic: `createSIWX`
   * compares a session's text with it. May resolve later, so a namespace's writer can be loaded
   * when first needed (the `eip155`, `solana` and `bip122` ones are).
   * @throws When a field cannot be written (e.g. a nonce that is not alphanumeric); an async
   * writer rejects instead.
   */
  formatMessage(data: SIWXMessageData): string | Promise<string>
  /**
   * Whether `session.signature` is `session.data.accountAddress`'s signature of `session.message`.
   * Resolves `false` when it is not, or is malformed (never rejects for either).
   */
  verify(session: SIWXSession): Promise<boolean>
}
