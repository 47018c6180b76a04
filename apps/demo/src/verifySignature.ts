import type { CaipNetworkId } from '@latch/core'
import { createBip122Verifier, createSolanaVerifier } from '@latch/siwx'
import { verifyMessage } from 'viem'

const solanaVerifier = createSolanaVerifier()
const bip122Verifier = createBip122Verifier()

/**
 * Checks a signature the way a relying party would, per namespace: viem for eip155 (EIP-191),
 * ed25519 for solana (base58), BIP-322 for bip122 (base64). The Solana and Bitcoin checks are
 * @latch/siwx's verifiers, which only read the address, network, message text and signature.
 *
 * @returns Which scheme verified it, or `undefined` when it does not verify.
 */
export async function verifySignature(parameters: {
  caipNetworkId: CaipNetworkId
  address: string
  message: string
  signature: string
}): Promise<string | undefined> {
  const { caipNetworkId, address, message, signature } = parameters
  const namespace = caipNetworkId.split(':')[0]
  if (namespace === 'eip155') {
    const verified = await verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    })
    return verified ? 'viem' : undefined
  }
  const verifier = namespace === 'solana' ? solanaVerifier : bip122Verifier
  const verified = await verifier.verify({
    data: {
      accountAddress: address,
      chainId: caipNetworkId,
      domain: window.location.host,
      uri: window.location.href,
      version: '1',
      nonce: 'demo0000',
      issuedAt: new Date().toISOString(),
    },
    message,
    signature,
  })
  if (!verified) return undefined
  return namespace === 'solana' ? 'ed25519' : 'BIP-322'
}
