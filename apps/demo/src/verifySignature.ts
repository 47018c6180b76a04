import type { CaipNetworkId } from '@latch/core'
import { createBip122Verifier, createSolanaVerifier } from '@latch/siwx'
import { verifyMessage } from 'viem'
import { publicClientFor } from './settings'

const solanaVerifier = createSolanaVerifier()
const bip122Verifier = createBip122Verifier()

/**
 * Checks a signature the way a relying party would, per namespace: viem for eip155 (EIP-191; on the
 * local chains through their RPC, so smart accounts verify too: ERC-1271, and ERC-6492 while not
 * deployed), ed25519 for solana (base58), BIP-322 for bip122 (base64). The Solana and Bitcoin
 * checks are @latch/siwx's verifiers, which only read the address, network, message text and
 * signature.
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
    // Local chains only: the demo sends nothing to mainnet's public RPC on its own.
    const chainId = Number(caipNetworkId.split(':')[1])
    const client = chainId === 31337 || chainId === 31338 ? publicClientFor(chainId) : undefined
    const signed = {
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    }
    const verified = await (client ? client.verifyMessage(signed) : verifyMessage(signed))
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
