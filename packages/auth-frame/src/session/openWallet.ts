import { combine } from 'shamir-secret-sharing'
import { type Address, bytesToHex, getAddress, isAddressEqual } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { fromBase64, toBase64 } from '../keys/base64.js'
import { createWalletShares } from '../keys/createWalletShares.js'
import type { DeviceStore } from '../keys/deviceStore.js'
import { unwrapRecoveryShare } from '../keys/passkeyRecovery.js'
import { decryptRecoveryShare, encryptRecoveryShare } from '../keys/recoveryCipher.js'
import type { AuthServerClient } from '../server/createAuthServerClient.js'
import type { ServerSession, WalletRecovery } from '../server/schemas.js'

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

/** The passkey a login was made with, and its PRF output (32 bytes), when it gave one. */
export type LoginPasskey = { credentialId: string; prfOutput: Uint8Array | undefined }

/**
 * 4100 `passkey_required`: only a passkey (or a device that already holds its share) opens this
 * wallet on this device.
 */
export const passkeyRequired = () =>
  new AuthFrameError(
    errorCodes.unauthorized,
    'This wallet is protected by a passkey: log in with it to use the wallet on this device.',
    { reason: 'passkey_required' },
  )

/**
 * The recovery share from `GET /v1/wallet/recovery`: decrypted with the server's secret, or
 * unwrapped with the login passkey's PRF output when a passkey protects the wallet.
 */
async function openRecoveryShare(
  recovery: WalletRecovery,
  place: { projectId: string; userId: string; address: Address },
  passkey: LoginPasskey | undefined,
): Promise<Uint8Array> {
  if (recovery.recovery !== 'passkey') {
    const secret = fromBase64(recovery.recoverySecret)
    try {
      return await decryptRecoveryShare(recovery.recoveryShare, secret, place.address)
    } finally {
      secret.fill(0)
    }
  }
  const wrapped = recovery.passkeyShares.find(
    (share) => share.credentialId === passkey?.credentialId,
  )
  if (!passkey?.prfOutput || !wrapped) throw passkeyRequired()
  return unwrapRecoveryShare(wrapped.wrappedShare, passkey.prfOutput, {
    ...place,
    credentialId: passkey.credentialId,
  })
}

/**
 * Loads or makes the user's embedded wallet after a login:
 * - no wallet yet: a new key split 2-of-3; the auth share and the recovery share (AES-GCM under a
 *   new recovery secret) go to the server, the device share to IndexedDB;
 * - a wallet and this device's share: nothing to fetch;
 * - a wallet but no share on this device: the auth share and the recovery share are fetched
 *   (fresh login only), the rebuilt key must derive the wallet's address, and the recovery share
 *   becomes this device's share. Once a passkey protects the wallet, the recovery share is the
 *   one the login's passkey wrapped, opened with its PRF output.
 *
 * @param parameters.session - The server's session (`wallet` null when the user has none yet).
 * @param parameters.passkey - The passkey the user logged in with, if any (the caller zeroes its
 *   PRF output after).
 * @throws {AuthServerError} When a server call fails (e.g. `login_required` for a stale login).
 * @throws {AuthFrameError} -32603 when the shares do not rebuild the wallet's address or the
 *   passkey cannot open its share; 4100 `passkey_required` ('This wallet is protected by a
 *   passkey: log in with it to use the wallet on this device.') when a passkey protects the wallet
 *   and this login's passkey wrapped no share of it (or the login was no passkey's).
 */
export async function openWallet(parameters: {
  projectId: string
  session: ServerSession
  server: AuthServerClient
  store: DeviceStore
  passkey?: LoginPasskey | undefined
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
  if (session.wallet.recovery === 'passkey' && !parameters.passkey?.prfOutput)
    throw passkeyRequired()

  const [released, recovery] = await Promise.all([
    server.getAuthShare(accessToken),
    server.getRecovery(accessToken),
  ])
  if (!isAddressEqual(released.address as Address, address)) throw mismatch()
  if (!isAddressEqual(recovery.address as Address, address)) throw mismatch()
  const place = { projectId, userId: user.id, address }
  const recoveryShare = await openRecoveryShare(recovery, place, parameters.passkey)
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
