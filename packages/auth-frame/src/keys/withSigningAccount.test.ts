import { combine } from 'shamir-secret-sharing'
import { bytesToHex, isAddressEqual, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createWalletShares } from './createWalletShares.js'
import { withSigningAccount } from './withSigningAccount.js'

const addressOf = async (shares: Uint8Array[]) =>
  privateKeyToAddress(bytesToHex(await combine(shares)))

describe('2-of-3 key shares', () => {
  test('any two of the three shares rebuild the same address', async () => {
    const { address, deviceShare, authShare, recoveryShare } = await createWalletShares()
    for (const pair of [
      [deviceShare, authShare],
      [deviceShare, recoveryShare],
      [authShare, recoveryShare],
      [recoveryShare, deviceShare],
    ])
      expect(await addressOf(pair)).toBe(address)
  })

  test('signs with the device share and the auth share, and the signature is the wallet’s', async () => {
    const { address, deviceShare, authShare } = await createWalletShares()
    const signature = await withSigningAccount({ address, deviceShare, authShare }, (account) =>
      account.signMessage({ message: 'hello' }),
    )
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
  })
})

describe('a stolen device share alone cannot sign', () => {
  test('combining one share fails', async () => {
    const { deviceShare } = await createWalletShares()
    await expect(combine([deviceShare])).rejects.toThrow()
  })

  test('the device share with a share of another key rebuilds another address', async () => {
    const { address, deviceShare } = await createWalletShares()
    const other = await createWalletShares()
    // A share's last byte is its x; `combine` refuses two equal x, which would skip the
    // interpolation under test. One key's shares have distinct x, so one of these two differs.
    const xOf = (share: Uint8Array) => share[share.length - 1]
    const foreignShare =
      xOf(other.authShare) !== xOf(deviceShare) ? other.authShare : other.recoveryShare
    const forged = await combine([deviceShare, foreignShare])
    expect(forged).toHaveLength(32)
    expect(isAddressEqual(privateKeyToAddress(bytesToHex(forged)), address)).toBe(false)
  })

  test('a sign attempt without the auth share is refused', async () => {
    const { address, deviceShare } = await createWalletShares()
    let used = false
    await expect(
      withSigningAccount({ address, deviceShare, authShare: undefined }, async () => {
        used = true
      }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(used).toBe(false)
  })

  test('a sign attempt with a forged second share is refused', async () => {
    const { address, deviceShare } = await createWalletShares()
    const forged = await createWalletShares()
    let used = false
    for (const authShare of [forged.authShare, deviceShare])
      await expect(
        withSigningAccount({ address, deviceShare, authShare }, async () => {
          used = true
        }),
      ).rejects.toMatchObject({ code: 4100 })
    expect(used).toBe(false)
  })
})
