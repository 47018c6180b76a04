import type { SIWXSession } from '@latch/core'
import { isAddress, type PublicClient, verifyMessage } from 'viem'
import { eip155ChainId } from './eip155ChainId.js'

/**
 * Whether `session.signature` is `session.data.accountAddress`'s signature of `session.message`
 * on its `eip155` network (`createEip155Verifier().verify`, loaded when first needed): with the
 * chain's public client, its `verifyMessage` (EIP-191, ERC-1271, ERC-6492); without one, viem's
 * offline ECDSA recovery, which only an externally owned account passes.
 *
 * @param session - The signed sign-in.
 * @param chainId - Its network's EIP-155 chain id; `undefined` when `session.data.chainId` is not
 * `eip155:<decimal chain id>`.
 * @param getClient - `createEip155Verifier`'s `getClient`.
 * @returns `false` for a wrong or malformed signature, address or network id; rejects only when
 * the public client does.
 */
export async function verifyEip155Signature(
  { data, message, signature }: SIWXSession,
  chainId: number | undefined,
  getClient: ((chainId: number) => Pick<PublicClient, 'verifyMessage'> | undefined) | undefined,
): Promise<boolean> {
  const address = data.accountAddress
  if (!isAddress(address, { strict: false }) || !isSignature(signature) || chainId === undefined) {
    return false
  }
  const client = getClient?.(chainId)
  if (client) return client.verifyMessage({ address, message, signature })
  // Offline: ECDSA recovery, which only an externally owned account can pass.
  return verifyMessage({ address, message, signature }).catch(() => false)
}

/**
 * {@link verifyEip155Signature} on the chain `session.data.chainId` names (`eip155:<decimal chain
 * id>`; any other id fails): what `createEip155Verifier().verify` runs once loaded.
 *
 * @param session - The signed sign-in.
 * @param getClient - `createEip155Verifier`'s `getClient`.
 * @returns As {@link verifyEip155Signature}.
 */
export function verifyEip155Session(
  session: SIWXSession,
  getClient: ((chainId: number) => Pick<PublicClient, 'verifyMessage'> | undefined) | undefined,
): Promise<boolean> {
  return verifyEip155Signature(session, eip155ChainId(session.data.chainId), getClient)
}

/**
 * Whether a value is shaped like an EVM signature: `0x` and 64 to 65,536 whole bytes of hex (65 for
 * an EOA's `personal_sign`, 64 for ERC-2098, more for ERC-1271/ERC-6492 smart accounts), or exactly
 * `0x`, a Safe's answer for a message it signed on-chain (ERC-1271 decides).
 */
function isSignature(signature: unknown): signature is `0x${string}` {
  return (
    typeof signature === 'string' &&
    (signature === '0x' || /^0x(?:[0-9a-fA-F]{2}){64,65536}$/.test(signature))
  )
}
