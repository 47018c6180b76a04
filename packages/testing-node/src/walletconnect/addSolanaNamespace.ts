import type { ProposalTypes, SessionTypes } from '@walletconnect/types'

/** The Solana methods the test wallet approves, whatever subset the dapp asked for. */
const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

export type AddSolanaNamespaceParameters = {
  /** The session proposal's namespaces. */
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>
  /** The namespaces about to be approved (e.g. `buildApprovedEip155Namespaces`'s). */
  namespaces: SessionTypes.Namespaces
  /** The base58 Solana address approved on every requested Solana chain. */
  address: string
}

/**
 * Adds a `solana` namespace to an approval (CAIP-25): every Solana chain the proposal asks for
 * (required or optional; keys `solana` with `chains` or `solana:<reference>`), `address` on each,
 * the requested methods among `solana_signMessage`, `solana_signTransaction`,
 * `solana_signAndSendTransaction`, no events. Without a requested Solana chain, `namespaces` as is.
 *
 * @param parameters - {@link AddSolanaNamespaceParameters}
 * @returns The namespaces to approve with.
 *
 * @example
 * addSolanaNamespace({ proposal, namespaces, address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })
 * // { eip155: {...}, solana: { chains: ['solana:EtWT…'], accounts: ['solana:EtWT…:9WzD…'], methods: [...], events: [] } }
 */
export function addSolanaNamespace(
  parameters: AddSolanaNamespaceParameters,
): SessionTypes.Namespaces {
  const { proposal, namespaces, address } = parameters
  const requested = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ].filter(([key]) => key === 'solana' || key.startsWith('solana:'))
  const chains = [
    ...new Set(requested.flatMap(([key, ns]) => (key.includes(':') ? [key] : (ns.chains ?? [])))),
  ]
  if (chains.length === 0) return namespaces
  const asked = new Set(requested.flatMap(([, ns]) => ns.methods))
  return {
    ...namespaces,
    solana: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: solanaMethods.filter((method) => asked.has(method)),
      events: [],
    },
  }
}
