import type { CaipNetworkId } from '../caip/types.js'

/**
 * A hosted JSON-RPC service (the `hostedRpc` option), used with the `projectId` option. Each listed
 * network is read first through `{url}?chainId={CAIP-2 id}&projectId={projectId}` (`&chainId=…`
 * when `url` has a query already), then through its own RPC URLs as fallbacks.
 * @example
 * { url: 'https://rpc.example.org/v1', networks: ['eip155:1', 'eip155:8453'] }
 */
export type HostedRpcOption = {
  /** The service's base URL (`http:` or `https:`). */
  url: string
  /** The CAIP-2 ids of the networks it serves (`'eip155:1'`); other networks never use it. */
  networks: readonly CaipNetworkId[]
}

/**
 * How eip155 networks are read over JSON-RPC (the `rpcRanking` and `hostedRpc` options). Each network
 * is a fallback across its RPC URLs in order: a request that fails on one (unreachable, an HTTP
 * error, no answer within 10,000 ms) goes to the next; requests made together are sent as one
 * JSON-RPC batch of at most 1,000. The EVM adapter applies them to its own reads (balances, blocks,
 * account data); a host `wagmiConfig`'s own transports are left as they are. Fallback, ranking and
 * the hosted service are for eip155 networks only: the Solana adapter reads a network's first RPC
 * URL, and the Bitcoin adapter does not read these options.
 */
export type RpcOptions = {
  /**
   * Orders each network's RPC URLs by how they answer instead of as listed: every URL is pinged
   * with `net_listening` at the client's polling interval (4,000 ms by default), and the last 10
   * samples score it 0.3 for latency and 0.7 for stability (the share of pings answered). Default
   * `false` (the listed order).
   */
  rpcRanking?: boolean
  /**
   * A hosted RPC service put first for the networks it lists (see {@link HostedRpcOption}); needs
   * `projectId`, without which it is ignored and a warning is logged. Default: none. Checked when
   * the EVM adapter first reads a network: an invalid value is logged and ignored.
   */
  hostedRpc?: HostedRpcOption
}
