import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Address } from 'viem'

/** What the test wallet offers on every chain it approves. */
const methods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const events = ['accountsChanged', 'chainChanged']

export type BuildApprovedEip155NamespacesParameters = {
  /** The session proposal's namespaces. */
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>
  /** The EIP-155 chain IDs the wallet has. */
  chainIds: readonly number[]
  /** The account approved on every chain. */
  address: Address
}

export type BuildApprovedEip155NamespacesReturnType =
  | { namespaces: SessionTypes.Namespaces }
  | { reason: { code: number; message: string } }

/**
 * Decides how the test wallet answers a session proposal (CAIP-25,
 * https://specs.walletconnect.com/2.0/specs/clients/sign/namespaces): one `eip155` namespace with
 * the requested chains (required or optional) the wallet has, `address` on each, the methods
 * `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, `wallet_switchEthereumChain`,
 * `wallet_addEthereumChain` and the events `accountsChanged`, `chainChanged`, whatever subset the
 * dapp asked for, as wallets do. Namespace keys may be `eip155` with `chains` or `eip155:<id>`.
 *
 * @param parameters - {@link BuildApprovedEip155NamespacesParameters}
 * @returns `{ namespaces }` to approve with, or `{ reason }` to reject with:
 * 5104 'Unsupported namespace key. <keys>' for a required namespace other than eip155, 5100
 * 'Unsupported chains. <chains>' for a required chain it lacks or no usable chain at all, 5101
 * 'Unsupported methods. <methods>' / 5102 'Unsupported events. <events>' for required ones it
 * lacks (the `getSdkError` codes).
 *
 * @example
 * buildApprovedEip155Namespaces({
 *   proposal: { requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } } },
 *   chainIds: [31337, 31338],
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 * })
 * // { namespaces: { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F…'], methods: [...], events: [...] } } }
 */
export function buildApprovedEip155Namespaces(
  parameters: BuildApprovedEip155NamespacesParameters,
): BuildApprovedEip155NamespacesReturnType {
  const { proposal, chainIds, address } = parameters
  const supported = chainIds.map((id) => `eip155:${id}`)
  const required = Object.entries(proposal.requiredNamespaces ?? {})
  const optional = Object.entries(proposal.optionalNamespaces ?? {})

  const otherKeys = required.map(([key]) => key).filter((key) => !isEip155(key))
  if (otherKeys.length > 0) return reject('UNSUPPORTED_NAMESPACE_KEY', otherKeys)
  const requiredChains = required.flatMap(chainsOf)
  const missingChains = requiredChains.filter((chain) => !supported.includes(chain))
  if (missingChains.length > 0) return reject('UNSUPPORTED_CHAINS', missingChains)
  const missingMethods = required
    .flatMap(([, ns]) => ns.methods)
    .filter((m) => !methods.includes(m))
  if (missingMethods.length > 0) return reject('UNSUPPORTED_METHODS', missingMethods)
  const missingEvents = required.flatMap(([, ns]) => ns.events).filter((e) => !events.includes(e))
  if (missingEvents.length > 0) return reject('UNSUPPORTED_EVENTS', missingEvents)

  const requested = new Set([...requiredChains, ...optional.flatMap(chainsOf)])
  const chains = supported.filter((chain) => requested.has(chain))
  if (chains.length === 0) return reject('UNSUPPORTED_CHAINS', [...requested])
  return {
    namespaces: {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${address}`),
        methods: [...methods],
        events: [...events],
      },
    },
  }
}

function isEip155(key: string): boolean {
  return key === 'eip155' || key.startsWith('eip155:')
}

function chainsOf([key, namespace]: [string, ProposalTypes.RequiredNamespace]): string[] {
  if (!isEip155(key)) return []
  return key.includes(':') ? [key] : (namespace.chains ?? [])
}

function reject(
  key:
    | 'UNSUPPORTED_NAMESPACE_KEY'
    | 'UNSUPPORTED_CHAINS'
    | 'UNSUPPORTED_METHODS'
    | 'UNSUPPORTED_EVENTS',
  values: readonly string[],
): BuildApprovedEip155NamespacesReturnType {
  return { reason: getSdkError(key, [...new Set(values)].join(', ')) }
}
