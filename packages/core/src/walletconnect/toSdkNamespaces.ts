import type { NamespaceConfig } from '@walletconnect/universal-provider'
import { WalletConnectRpcUrlMissingError } from './errors.js'
import type { WalletConnectNamespaces } from './types.js'

/**
 * Turns Latch's namespace request into the universal provider's `NamespaceConfig`: mutable arrays,
 * and `rpcMap` keyed by chain reference (`'1'`), the key the SDK looks up for every chain.
 *
 * @param namespaces - What the dapp asks for, `rpcMap` keyed by CAIP-2 id.
 * @param requireRpcUrls - Whether every chain needs an RPC URL (hosted services off).
 * @throws {WalletConnectRpcUrlMissingError} when `requireRpcUrls` and a chain has none.
 */
export function toSdkNamespaces(
  namespaces: WalletConnectNamespaces,
  requireRpcUrls: boolean,
): NamespaceConfig {
  const config: NamespaceConfig = {}
  const missing: string[] = []
  for (const [namespace, request] of Object.entries(namespaces)) {
    if (!request) continue
    const rpcMap: Record<string, string> = {}
    for (const caipNetworkId of request.chains) {
      const url = request.rpcMap?.[caipNetworkId]
      if (url) rpcMap[caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)] = url
      else missing.push(caipNetworkId)
    }
    config[namespace] = {
      chains: [...request.chains],
      methods: [...request.methods],
      events: [...request.events],
      rpcMap,
    }
  }
  if (requireRpcUrls && missing.length > 0) throw new WalletConnectRpcUrlMissingError(missing)
  return config
}
