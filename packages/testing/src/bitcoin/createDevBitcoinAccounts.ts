import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { BIP322_TEST_KEY } from './BIP322_TEST_KEY.ts'
import type { Bip322Signer } from './signBip322Simple.ts'
import type { DevBitcoinAccount, DevBitcoinNetwork, DevBitcoinPurpose } from './types.ts'

/** An account the dev wallet can share, with what signs for it. */
export type DevBitcoinKeyedAccount = { account: DevBitcoinAccount; signer: Bip322Signer }

/**
 * The dev wallet's two accounts on `network`, from {@link BIP322_TEST_KEY}: `payment` (P2WPKH) and
 * `ordinals` (BIP-86 key-path P2TR, no script tree). Accounts are frozen, list their one chain
 * `bitcoin:{network}` and the `bitcoin:signMessage` feature. Internal to the dev wallet.
 */
export function createDevBitcoinAccounts(
  network: DevBitcoinNetwork,
): Record<DevBitcoinPurpose, DevBitcoinKeyedAccount> {
  const privateKey = WIF().decode(BIP322_TEST_KEY)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const internalKey = schnorr.getPublicKey(privateKey)
  const params = network === 'mainnet' ? NETWORK : TEST_NETWORK
  const payment = p2wpkh(publicKey, params)
  const ordinals = p2tr(internalKey, undefined, params)
  const account = (purpose: DevBitcoinPurpose, address: string, key: Uint8Array) =>
    Object.freeze({
      address,
      publicKey: key,
      chains: [`bitcoin:${network}`] as const,
      features: ['bitcoin:signMessage'] as const,
      label: purpose === 'payment' ? 'Payment' : 'Ordinals',
      purpose,
    }) satisfies DevBitcoinAccount
  return {
    payment: {
      account: account('payment', payment.address as string, publicKey),
      signer: { type: 'p2wpkh', script: payment.script, privateKey },
    },
    ordinals: {
      account: account('ordinals', ordinals.address as string, internalKey),
      signer: { type: 'p2tr', script: ordinals.script, internalKey, privateKey },
    },
  }
}
