import type { Connector } from '../adapter/types.js'

/** How two discoveries of one wallet are matched: its name, case and outer spaces ignored. */
function walletKey(connector: Connector): string {
  return connector.name.trim().toLowerCase()
}

/**
 * Groups a wallet that several adapters discovered into one `MULTI_CHAIN` connector, e.g. a wallet announcing itself through EIP-6963 and as a Solana Wallet Standard
 * wallet. Connectors match by name (case-insensitive) and only across namespaces: two wallets of the
 * same name in one namespace are two wallets (one may be an impostor) and stay apart. WalletConnect,
 * and `AUTH` connectors, are never grouped.
 *
 * @param connectors - Every adapter's connectors, in adapter order.
 * @returns The connectors, each group replaced by one `MULTI_CHAIN` connector at its first member's
 *   place. Its id, name, icon and rdns are those of one member, the one with an rdns (an EIP-6963
 *   announced wallet) when there is one, else the first: a Wallet Standard wallet claiming a listed
 *   wallet's name never lends the row its icon or id. `installed` when any member is, and
 *   `connectors` lists the members (one per namespace).
 */
export function groupMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const candidates = (connector: Connector) =>
    connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'EXTERNAL'
  const byKey = new Map<string, Connector[]>()
  for (const connector of connectors) {
    if (!candidates(connector)) continue
    const key = walletKey(connector)
    byKey.set(key, [...(byKey.get(key) ?? []), connector])
  }
  const groups = new Map<string, Connector[]>()
  for (const [key, members] of byKey) {
    const namespaces = new Set(members.map((member) => member.chain))
    // Same name twice in one namespace: which is the real one cannot be told; no grouping.
    if (namespaces.size > 1 && namespaces.size === members.length) groups.set(key, members)
  }
  const result: Connector[] = []
  const placed = new Set<string>()
  for (const connector of connectors) {
    const key = candidates(connector) ? walletKey(connector) : undefined
    const members = key === undefined ? undefined : groups.get(key)
    if (!members || key === undefined) {
      result.push(connector)
      continue
    }
    if (placed.has(key)) continue
    placed.add(key)
    const [first] = members as [Connector, ...Connector[]]
    const identity = members.find((member) => member.rdns) ?? first
    result.push({
      id: identity.id,
      type: 'MULTI_CHAIN',
      name: identity.name,
      imageUrl: identity.imageUrl,
      rdns: identity.rdns,
      chain: identity.chain,
      installed: members.some((member) => member.installed),
      connectors: members,
    })
  }
  return result
}
