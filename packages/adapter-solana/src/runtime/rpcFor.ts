import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type RpcTransport,
} from '@solana/kit'

/** A JSON-RPC request gives up after 10 s, so no flow waits on a hung node forever. */
export const SOLANA_RPC_TIMEOUT_MS = 10_000

/**
 * A transport that aborts each request after `timeout` ms (besides the caller's own signal); the
 * request then rejects with the abort's `TimeoutError`.
 */
export function withTimeout(transport: RpcTransport, timeout: number): RpcTransport {
  return (config) => {
    const deadline = AbortSignal.timeout(timeout)
    const signal = config.signal ? AbortSignal.any([config.signal, deadline]) : deadline
    return transport({ ...config, signal })
  }
}

/** A @solana/kit RPC client of the Solana JSON-RPC API. */
export type SolanaRpc = ReturnType<typeof createSolanaRpcFromTransport<RpcTransport>>

const rpcs = new Map<string, SolanaRpc>()

/** One @solana/kit RPC client per URL, made on first use; every request times out after 10 s. */
export function rpcFor(url: string): SolanaRpc {
  let rpc = rpcs.get(url)
  if (!rpc) {
    const transport = createDefaultRpcTransport({ url })
    rpc = createSolanaRpcFromTransport(withTimeout(transport, SOLANA_RPC_TIMEOUT_MS))
    rpcs.set(url, rpc)
  }
  return rpc
}
