import { split } from 'shamir-secret-sharing'
import { type Address, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'

/** A new embedded wallet's address and its key split 2-of-3. */
export type WalletShares = {
  /** The wallet's eip155 address (EIP-55 checksummed). */
  address: Address
  /** Share 0: kept in this device's IndexedDB (frame origin). */
  deviceShare: Uint8Array
  /** Share 1: stored by the auth server, released to a logged-in session. */
  authShare: Uint8Array
  /** Share 2: encrypted under the user's recovery secret before it leaves the frame. */
  recoveryShare: Uint8Array
}

/**
 * Makes a new secp256k1 private key (viem `generatePrivateKey`, from the platform CSPRNG) and
 * splits it with Shamir's secret sharing, any 2 of 3 shares reconstructing it. The key itself is
 * zeroed after the split (best effort: the hex string cannot be wiped).
 *
 * @returns The address and the three shares (33 bytes each: 32 key bytes and the share's x).
 */
export async function createWalletShares(): Promise<WalletShares> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAddress(privateKey)
  const secret = hexToBytes(privateKey)
  try {
    const [deviceShare, authShare, recoveryShare] = await split(secret, 3, 2)
    if (!deviceShare || !authShare || !recoveryShare) throw new Error('Key split failed')
    return { address, deviceShare, authShare, recoveryShare }
  } finally {
    secret.fill(0)
  }
}
