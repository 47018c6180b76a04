import { combine } from 'shamir-secret-sharing'
import { type Address, bytesToHex, isAddressEqual } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { unauthorized } from '../errors/AuthFrameError.js'

/** The shares and address {@link withSigningAccount} needs. */
export type SigningShares = {
  /** The wallet's address: the rebuilt key must derive it. */
  address: Address
  /** This device's share (from IndexedDB). */
  deviceShare: Uint8Array | undefined
  /** The auth share released by the server to this session (memory only). */
  authShare: Uint8Array | undefined
}

/**
 * Rebuilds the private key from the device share and the auth share, only for the time of `use`,
 * as a viem local account; then zeroes the key bytes (best effort: viem keeps a hex copy until it
 * is garbage collected). No single share can sign: without both, or when they rebuild another
 * key, nothing is signed.
 *
 * @param shares - The address and the two shares.
 * @param use - Signs with the account; its result is returned.
 * @returns What `use` returns.
 * @throws {AuthFrameError} 4100 when a share is missing or the shares do not rebuild `address`.
 */
export async function withSigningAccount<result>(
  shares: SigningShares,
  use: (account: PrivateKeyAccount) => Promise<result>,
): Promise<result> {
  return withWalletSecret(shares, (_secret, account) => use(account))
}

/**
 * Rebuilds the wallet's 32-byte secret (the secp256k1 private key) from the two shares, checks it
 * derives `shares.address`, hands it to `use` and zeroes it afterwards, whatever `use` does. What
 * {@link withSigningAccount} and `withSolanaKey` share.
 *
 * @param shares - The address and the two shares.
 * @param use - Gets the secret (valid only until it settles) and its viem account.
 * @returns What `use` returns.
 * @throws {AuthFrameError} 4100 'Signing needs this device share and the auth share.' or 'The key
 *   shares do not match.'
 */
export async function withWalletSecret<result>(
  shares: SigningShares,
  use: (secret: Uint8Array, account: PrivateKeyAccount) => Promise<result>,
): Promise<result> {
  if (!shares.deviceShare || !shares.authShare)
    throw unauthorized('Signing needs this device share and the auth share.')
  let secret: Uint8Array
  try {
    secret = await combine([shares.deviceShare, shares.authShare])
  } catch (cause) {
    throw unauthorized('The key shares do not match.', cause)
  }
  try {
    if (secret.length !== 32) throw unauthorized('The key shares do not match.')
    const account = privateKeyToAccount(bytesToHex(secret))
    if (!isAddressEqual(account.address, shares.address))
      throw unauthorized('The key shares do not match.')
    return await use(secret, account)
  } finally {
    secret.fill(0)
  }
}
