import type { ChainNamespace, SIWXMessageData, SIWXSession } from '@latch/core'

/**
 * One namespace's sign-in scheme, what CAIP-122 calls a namespace profile
 * (https://chainagnostic.org/CAIPs/caip-122): how its message is written and how its signature is
 * checked. `createSIWX` picks the verifier whose `namespace` is the account's CAIP-2 namespace.
 *
 * `eip155` is {@link createEip155Verifier} (EIP-4361 text, EIP-191 / ERC-1271 / ERC-6492
 * signatures). A Solana verifier plugs in the same way, without changing `createSIWX`:
 * `namespace: 'solana'`; `formatMessage` writes the same CAIP-122 lines with "wants you to sign in
 * with your Solana account:" and the network's genesis-hash reference as chain id; `verify`
 * checks an ed25519 signature (`@noble/curves`) of the UTF-8 bytes of `session.message` against the
 * base58 public key `session.data.accountAddress`.
 */
export type SIWXVerifier = {
  /** The CAIP-2 namespace this verifier handles, e.g. `eip155`. */
  namespace: ChainNamespace
  /**
   * Writes a message's fields as the exact text the wallet signs. Deterministic: `createSIWX`
   * compares a session's text with it.
   * @throws When a field cannot be written (e.g. a nonce that is not alphanumeric).
   */
  formatMessage(data: SIWXMessageData): string
  /**
   * Whether `session.signature` is `session.data.accountAddress`'s signature of `session.message`.
   * Resolves `false` when it is not, or is malformed.
   */
  verify(session: SIWXSession): Promise<boolean>
}
