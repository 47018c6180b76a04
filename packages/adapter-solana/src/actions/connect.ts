import type { AdapterConnection, CaipNetwork } from '@latch/core'
import type { SolanaAdapterContext } from '../adapterContext.js'
import { toEmbeddedNamespaceProvider } from '../embeddedWallet/toEmbeddedNamespaceProvider.js'
import { ConnectorNotFoundError, NoAccountError } from '../errors.js'
import { toWalletStandardChain } from '../toWalletStandardChain.js'
import { activateStandardWallet } from '../wallet/activateStandardWallet.js'
import { connectStandardWallet } from '../wallet/connectStandardWallet.js'
import { reconnectStandardWallet } from '../wallet/reconnectStandardWallet.js'
import { activateWalletConnect } from '../walletConnect/activateWalletConnect.js'

/** Core's connector ids of its own sessions, which the adapter never lists. */
const WALLETCONNECT = 'walletConnect'
const EMBEDDED = 'ID_AUTH'

/**
 * Makes the Solana account of core's WalletConnect session (`walletConnect`) or of the embedded
 * wallet (`ID_AUTH`, its frame's `solana_*` methods) the connection (see `activateWalletConnect`).
 * @throws {ConnectorNotFoundError} 'Connector "{id}" not found' without a session or an embedded
 *   wallet.
 */
function useSession(
  context: SolanaAdapterContext,
  connectorId: typeof WALLETCONNECT | typeof EMBEDDED,
  caipNetwork: CaipNetwork | undefined,
) {
  const provider =
    connectorId === EMBEDDED
      ? toEmbeddedNamespaceProvider(context.embeddedWallet?.getProvider())
      : context.walletConnect?.getProvider()
  if (!provider) throw new ConnectorNotFoundError(connectorId)
  return activateWalletConnect(context.state, {
    provider,
    networks: context.networks,
    caipNetwork,
  })
}

const isSession = (id: string): id is typeof WALLETCONNECT | typeof EMBEDDED =>
  id === WALLETCONNECT || id === EMBEDDED

/**
 * Connects the listed wallet `connectorId` with `standard:connect` (its account on `caipNetwork`'s
 * chain first), core's WalletConnect session for `walletConnect`, or the embedded wallet's Solana
 * account for `ID_AUTH`.
 * @returns The address, the network's CAIP-2 reference and the account.
 * @throws {ConnectorNotFoundError} 'Connector "{id}" not found' when it is not listed (or there is
 *   no session); {@link NoAccountError} 'The wallet returned no account' when it gave none; the
 *   wallet's error otherwise (a rejection as `UserRejectedRequestError`).
 */
export async function connect(
  context: SolanaAdapterContext,
  { connectorId, caipNetwork }: { connectorId: string; caipNetwork: CaipNetwork },
): Promise<AdapterConnection> {
  if (isSession(connectorId)) {
    const connection = await useSession(context, connectorId, caipNetwork)
    if (!connection) throw new NoAccountError()
    return connection
  }
  const entry = context.listed().find((candidate) => candidate.id === connectorId)
  if (!entry) throw new ConnectorNotFoundError(connectorId)
  const chain = toWalletStandardChain(caipNetwork)
  const [chosen] = await connectStandardWallet(entry.wallet, { chain })
  if (!chosen) throw new NoAccountError()
  return activateStandardWallet(context.state, entry, chosen, caipNetwork)
}

/**
 * Restores a connection without a prompt: a silent `standard:connect` (see
 * `reconnectStandardWallet`), on the integrator's network the account lists first; or core's
 * WalletConnect session for `walletConnect`, the embedded wallet's Solana account for `ID_AUTH`.
 * @returns The connection; `undefined` when the wallet forgot the site, is gone or is contested.
 */
export async function reconnect(
  context: SolanaAdapterContext,
  { connectorId }: { connectorId: string },
): Promise<AdapterConnection | undefined> {
  const { networks } = context
  if (isSession(connectorId)) return useSession(context, connectorId, networks[0])
  const found = await reconnectStandardWallet({
    connectorId,
    listed: context.listed,
    registry: context.wallets(),
    timeout: context.reconnectTimeout,
    logger: context.logger,
  })
  if (!found) return undefined
  const { chains } = found.chosen
  // The integrator's network the account is on (its first listed chain).
  const caipNetwork =
    networks.find((network) => chains.includes(toWalletStandardChain(network))) ?? networks[0]
  return activateStandardWallet(context.state, found.entry, found.chosen, caipNetwork)
}
