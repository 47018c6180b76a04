import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { split } from 'shamir-secret-sharing'
import { hexToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { createWalletShares } from './createWalletShares.js'
import { deriveSolanaSeed, solanaKeyFromSecret, withSolanaKey } from './solanaKey.js'

// Records the pseudorandom keys HKDF-Extract returns, to check they are zeroed after use.
const prks = vi.hoisted(() => [] as Uint8Array[])
vi.mock('@noble/hashes/hkdf', async (importOriginal) => {
  const hkdf = await importOriginal<typeof import('@noble/hashes/hkdf')>()
  return {
    ...hkdf,
    extract: (...args: Parameters<typeof hkdf.extract>) => {
      const prk = hkdf.extract(...args)
      prks.push(prk)
      return prk
    },
  }
})

// Checked against Node's crypto (hkdfSync + an ed25519 key from the raw seed).
const PINNED_ADDRESS = 'Dg1XKVHKfHJbmtXbVjhf5WZFefH7Xwc6NB9uEXWzuPSK'
const SECRET = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const

describe('the embedded wallet’s Solana key', () => {
  test('a fixed secret gives a fixed address', () => {
    const key = solanaKeyFromSecret(hexToBytes(SECRET))
    expect(key.address).toBe(PINNED_ADDRESS)
    expect(getBase58Encoder().encode(key.address)).toEqual(key.publicKey)
  })

  test('the HKDF pseudorandom key is zeroed once the seed is derived', () => {
    prks.length = 0
    const seed = deriveSolanaSeed(hexToBytes(SECRET))
    expect(prks).toHaveLength(1)
    expect(prks[0]).toEqual(new Uint8Array(32))
    expect(seed.some((byte) => byte !== 0)).toBe(true)
  })

  test('the seed is not the secret and changes with it', () => {
    const secret = hexToBytes(SECRET)
    const seed = deriveSolanaSeed(secret)
    expect(seed).toHaveLength(32)
    expect(seed).not.toEqual(secret)
    const other = hexToBytes(SECRET)
    other[31] = (other[31] ?? 0) ^ 1
    expect(deriveSolanaSeed(other)).not.toEqual(seed)
  })

  test('its signatures verify with ed25519 against the address', async () => {
    const secret = hexToBytes(SECRET)
    const [deviceShare, authShare] = await split(secret, 3, 2)
    const address = privateKeyToAddress(SECRET)
    const message = new TextEncoder().encode('hello')
    const { signature, publicKey } = await withSolanaKey(
      { address, deviceShare, authShare },
      (key) => ({ signature: key.sign(message), publicKey: key.publicKey }),
    )
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('hellO'), publicKey)).toBe(false)
  })

  test('shares of another wallet are refused (4100) and nothing is signed', async () => {
    const mine = await createWalletShares()
    const other = await createWalletShares()
    let used = false
    await expect(
      withSolanaKey(
        { address: mine.address, deviceShare: other.deviceShare, authShare: other.authShare },
        () => {
          used = true
        },
      ),
    ).rejects.toMatchObject({ code: 4100 })
    expect(used).toBe(false)
  })
})
