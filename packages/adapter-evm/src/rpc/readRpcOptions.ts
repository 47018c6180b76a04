import type { AdapterSetupParameters, Logger } from '@latch/core'

/** The RPC options after {@link readRpcOptions}: what the transports are built from. */
export type RpcSettings = {
  /** Whether each network's RPC URLs are ranked (`rpcRanking`). */
  ranking: boolean
  /** The hosted RPC service, when `hostedRpc` is valid and a `projectId` is set. */
  hosted?: { url: string; projectId: string; networks: ReadonlySet<string> } | undefined
}

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 2048 &&
  /^https?:\/\//i.test(value) &&
  URL.canParse(value)

// A CAIP-2 id (namespace, reference): nothing in it needs escaping in a query string.
const isCaipNetworkId = (value: unknown) =>
  typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value)

/** Why `hostedRpc` is unusable, or `undefined` when it is a valid one. */
function hostedRpcProblem(hostedRpc: unknown): string | undefined {
  if (typeof hostedRpc !== 'object' || hostedRpc === null) {
    return 'Invalid option `hostedRpc`: must be an object such as `{ url, networks }`'
  }
  const { url, networks } = hostedRpc as { url?: unknown; networks?: unknown }
  if (!isHttpUrl(url)) {
    return 'Invalid option `hostedRpc.url`: must be an absolute http: or https: URL of at most 2048 characters'
  }
  if (!Array.isArray(networks) || !networks.every(isCaipNetworkId)) {
    return 'Invalid option `hostedRpc.networks`: must be an array of CAIP-2 network ids'
  }
  return undefined
}

/**
 * Checks the integrator's RPC options as core hands them (`AdapterSetupParameters.rpc`), when the
 * adapter first reads a network. Nothing here throws: a problem is logged as a warning and the
 * option is ignored (`rpcRanking` not a boolean: no ranking; `hostedRpc` malformed or without a
 * `projectId`: no hosted service).
 * @param options - The options (`undefined`: none).
 * @param logger - Where the warnings go: 'Invalid option `rpcRanking`: must be true or false',
 *   'Invalid option `hostedRpc…`: …', 'The option `hostedRpc` needs a `projectId`: it is ignored'.
 * @returns The settings the transports are built from.
 */
export function readRpcOptions(
  options: AdapterSetupParameters['rpc'],
  logger?: Logger,
): RpcSettings {
  const { rpcRanking, hostedRpc, projectId } = options ?? {}
  let ranking = false
  if (rpcRanking === true) ranking = true
  else if (rpcRanking !== undefined && rpcRanking !== false) {
    logger?.warn('Invalid option `rpcRanking`: must be true or false')
  }
  if (hostedRpc === undefined) return { ranking }
  const problem = hostedRpcProblem(hostedRpc)
  if (problem) {
    logger?.warn(`${problem}; it is ignored`)
    return { ranking }
  }
  if (typeof projectId !== 'string' || projectId === '') {
    logger?.warn('The option `hostedRpc` needs a `projectId`: it is ignored')
    return { ranking }
  }
  return {
    ranking,
    hosted: { url: hostedRpc.url, projectId, networks: new Set(hostedRpc.networks) },
  }
}

/**
 * The adapter's checked RPC options, read once (the warnings are logged once) from what core gave
 * at setup; `undefined` before setup.
 */
export function rpcSettingsOf(
  // The adapter's state (`EvmAdapterState`), by the fields read: importing its type would close an
  // import cycle (the state names the runtime, which reads RPC settings).
  state: {
    setup?: Pick<AdapterSetupParameters, 'rpc'> | undefined
    logger?: Logger | undefined
    rpc?: RpcSettings | undefined
  },
): RpcSettings | undefined {
  if (!state.setup) return undefined
  state.rpc ??= readRpcOptions(state.setup.rpc, state.logger)
  return state.rpc
}
