import { combine } from 'shamir-secret-sharing'
import { type Address, bytesToHex, getAddress, isAddressEqual } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { fromBase64, toBase64 } from '../keys/base64.js'
import { createWalletShares } from '../keys/createWalletShares.js'
import type { DeviceStore } from '../keys/deviceStore.js'
import { decryptRecoveryShare, encryptRecoveryShare } from '../keys/recoveryCipher.js'
import type { AuthServerClient } from '../server/createAuthServerClient.js'
import type { ServerSession } from '../server/schemas.js'

/** The signed-in user's wallet as the frame holds it. */
export type OpenedWallet = {
  address: Address
  /** This device's share (also in IndexedDB). */
  deviceShare: Uint8Array
  /** The auth share, when this step already had it (memory only). */
  authShare: Uint8Array | undefined
}

const mismatch = () =>
  new AuthFrameError(errorCodes.internal, 'The key shares do not rebuild the wallet address.')

/**
 * Loads or makes the user's embedded wallet after a login (DESIGN.md §8):
 * - no wallet yet: a new key split 2-of-3; the auth share and the recovery share (AES-GCM under a
 *   new recovery secret) go to the server, the device share to IndexedDB;
 * - a wallet and this device's share: nothing to fetch;
 * - a wallet but no share on this device: the auth share and the recovery share are fetched
 *   (fresh login only), the rebuilt key must derive the wallet's address, and the recovery share
 *   becomes this device's share.
 *
 * @param parameters.session - The server's session (`wallet` null when the user has none yet).
 * @throws {AuthServerError} When a server call fails (e.g. `login_required` for a stale login).
 * @throws {AuthFrameError} -32603 when the shares do not rebuild the wallet's address.
 */
export async function openWallet(parameters: {
  projectId: string
  session: ServerSession
  server: AuthServerClient
  store: DeviceStore
}): Promise<OpenedWallet> {
  const { projectId, session, server, store } = parameters
  const { accessToken, user } = session
  if (!session.wallet) {
    const shares = await createWalletShares()
    const { recoverySecret } = await server.createRecoverySecret(accessToken)
    const secret = fromBase64(recoverySecret)
    const recoveryShare = await encryptRecoveryShare(shares.recoveryShare, secret, shares.address)
    secret.fill(0)
    shares.recoveryShare.fill(0)
    await server.createWallet(accessToken, {
      address: shares.address,
      authShare: toBase64(shares.authShare),
      recoveryShare,
    })
    await store.setDeviceShare(projectId, user.id, {
      address: shares.address,
      email: user.email,
      deviceShare: shares.deviceShare,
    })
    return { address: shares.address, deviceShare: shares.deviceShare, authShare: shares.authShare }
  }
  const address = getAddress(session.wallet.address)
  const stored = await store.getDeviceShare(projectId, user.id)
  if (stored && isAddressEqual(stored.address as Address, address))
    return { address, deviceShare: stored.deviceShare, authShare: undefined }

  const [released, recovery] = await Promise.all([
    server.getAuthShare(accessToken),
    server.getRecovery(accessToken),
  ])
  if (!isAddressEqual(released.address as Address, address)) throw mismatch()
  if (!isAddressEqual(recovery.address as Address, address)) throw mismatch()
  const secret = fromBase64(recovery.recoverySecret)
  const recoveryShare = await decryptRecoveryShare(recovery.recoveryShare, secret, address)
  secret.fill(0)
  const authShare = fromBase64(released.authShare)
  const key = await combine([authShare, recoveryShare]).catch(() => {
    throw mismatch()
  })
  const derived = key.length === 32 ? privateKeyToAddress(bytesToHex(key)) : undefined
  key.fill(0)
  if (!derived || !isAddressEqual(derived, address)) throw mismatch()
  await store.setDeviceShare(projectId, user.id, {
    address,
    email: user.email,
    deviceShare: recoveryShare,
  })
  return { address, deviceShare: recoveryShare, authShare }
}
