import { createSolanaRpc } from '@solana/kit'

/** A @solana/kit RPC client of the Solana JSON-RPC API. */
export type SolanaRpc = ReturnType<typeof createSolanaRpc>

const rpcs = new Map<string, SolanaRpc>()

/** One @solana/kit RPC client per URL, made on first use. */
export function rpcFor(url: string): SolanaRpc {
  let rpc = rpcs.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    rpcs.set(url, rpc)
  }
  return rpc
}
