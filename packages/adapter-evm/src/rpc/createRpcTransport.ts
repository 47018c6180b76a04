import type { CaipNetwork } from '@latch/core'
import { fallback, http, type Transport } from 'viem'
import type { RpcSettings } from './readRpcOptions.js'

/** A JSON-RPC request over HTTP gives up after 10,000 ms. */
export const RPC_TIMEOUT_MS = 10_000

/** At most this many JSON-RPC requests go in one HTTP batch. */
export const RPC_BATCH_SIZE = 1000

/**
 * The ranking of a network's RPC URLs when `rpcRanking` is on: the last 10 samples, latency
 * weighted 0.3 and stability 0.7, each URL pinged with `net_listening` (at the client's polling
 * interval, viem's default).
 */
export const RPC_RANK = {
  sampleCount: 10,
  weights: { latency: 0.3, stability: 0.7 },
  ping: ({ transport }: { transport: ReturnType<Transport> }) =>
    transport.request({ method: 'net_listening' }),
} as const

/**
 * The RPC URLs a network is read through: the hosted service's first when it lists the network
 * (`{url}?chainId={caipNetworkId}&projectId={projectId}`, `&` instead of `?` when `url` has a
 * query), then the network's own `rpcUrls.default.http` in order.
 * @param network - The network.
 * @param settings - The checked RPC options (`readRpcOptions`); absent: the network's own URLs.
 */
export function rpcUrlsOf(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'rpcUrls'>,
  settings?: RpcSettings,
): string[] {
  const own = [...network.rpcUrls.default.http]
  const hosted = settings?.hosted
  if (!hosted?.networks.has(network.caipNetworkId)) return own
  const separator = new URL(hosted.url).search ? '&' : '?'
  const projectId = encodeURIComponent(hosted.projectId)
  return [
    `${hosted.url}${separator}chainId=${network.caipNetworkId}&projectId=${projectId}`,
    ...own,
  ]
}

/**
 * The transport of every JSON-RPC read the adapter makes: an HTTP transport per URL (POST of a
 * JSON-RPC 2.0 body, requests made together batched up to {@link RPC_BATCH_SIZE}, a
 * {@link RPC_TIMEOUT_MS} timeout) and, with more than one URL, viem's `fallback` across them: a
 * request that fails on one URL goes to the next, in order, or as ranked ({@link RPC_RANK}) when
 * `ranking` is on.
 * @param urls - The URLs, in order of preference (`rpcUrlsOf`).
 * @param ranking - Whether to rank them (`rpcRanking`).
 * @throws {Error} 'No RPC URL given' when `urls` is empty.
 */
export function createRpcTransport(urls: readonly string[], ranking = false): Transport {
  const transports = urls.map((url) =>
    http(url, { batch: { batchSize: RPC_BATCH_SIZE }, timeout: RPC_TIMEOUT_MS }),
  )
  const [first, ...others] = transports
  if (!first) throw new Error('No RPC URL given')
  if (others.length === 0) return first
  return fallback(transports, ranking ? { rank: RPC_RANK } : {})
}

/**
 * The transport for `network` under `settings`: {@link createRpcTransport} over
 * {@link rpcUrlsOf}.
 * @throws {Error} `Network {caipNetworkId} has no RPC URL` when there is none to read it through.
 */
export function rpcTransportOf(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'rpcUrls'>,
  settings?: RpcSettings,
): Transport {
  const urls = rpcUrlsOf(network, settings)
  if (urls.length === 0) throw new Error(`Network ${network.caipNetworkId} has no RPC URL`)
  return createRpcTransport(urls, settings?.ranking)
}
