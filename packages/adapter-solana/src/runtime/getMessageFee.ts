import type { TransactionMessageBytesBase64 } from '@solana/kit'
import type { SolanaRpc } from './rpcFor.js'

/** One signature's base fee in lamports. */
const BASE_FEE = 5_000n

/**
 * The fee of a compiled message (base64) in lamports, from `getFeeForMessage`; one signature's
 * base fee (5,000) when the node answers `null` (the blockhash expired in between).
 * @throws The RPC's error.
 */
export async function getMessageFee(rpc: SolanaRpc, messageBase64: string): Promise<bigint> {
  const { value } = await rpc
    .getFeeForMessage(messageBase64 as TransactionMessageBytesBase64)
    .send()
  return value === null ? BASE_FEE : BigInt(value)
}
