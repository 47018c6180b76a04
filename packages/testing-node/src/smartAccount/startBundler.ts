import { type Chain, defineChain } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { createServerStop, listenOrReuse } from '../node/listenOrReuse.ts'
import { createBundlerMethods, forwardedMethods } from './bundlerMethods.ts'
import { createJsonRpcServer, probeJsonRpc } from './jsonRpcHttp.ts'
import { BundlerRpcError } from './userOperationRpc.ts'

/** Parameters of {@link startBundler}. */
export type StartBundlerParameters = {
  /** TCP port. Defaults to `4337`. */
  port?: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /** The chain's node (anvil), with the contracts of `deploySmartAccountContracts`. */
  rpcUrl: string
  /** The chain's EIP-155 id. */
  chainId: number
  /** Reuse a bundler already answering on the port for the same chain. Defaults to `true`. */
  reuse?: boolean
}

/** What {@link startBundler} returns. */
export type StartBundlerReturnType = {
  /** The bundler's JSON-RPC endpoint, e.g. `'http://127.0.0.1:4337'`. */
  url: string
  /** Whether an instance already listening was reused (then `stop` does nothing). */
  reused: boolean
  /** Stops the server (not the chain). */
  stop(): Promise<void>
}

/**
 * Starts Latch's local ERC-4337 bundler (ERC-7769 JSON-RPC over HTTP, CORS open) for EntryPoint
 * v0.8 on one chain: `eth_chainId`, `eth_supportedEntryPoints`, `eth_estimateUserOperationGas`
 * (one `EntryPointSimulations.simulateHandleOp` by state override, with margins),
 * `eth_sendUserOperation` (checks the EIP-7702 authorisation, the preVerificationGas, and
 * simulates the operation; the EntryPoint's `AAnn` reason becomes error -32500 (account) or
 * -32501 (paymaster); then `handleOps([op], bundler)` from anvil account #8, a type-4
 * transaction carrying the operation's `eip7702Auth`), `eth_getUserOperationReceipt`,
 * `eth_getUserOperationByHash`; read-only `eth_*` node methods are forwarded to `rpcUrl`.
 * It does not apply ERC-7562's opcode and storage rules, reputation or staking: a test bundler.
 *
 * @param parameters - {@link StartBundlerParameters}
 * @throws {Error} 'Port <port> is in use by something that is not a bundler for chain <id>'.
 */
export async function startBundler(
  parameters: StartBundlerParameters,
): Promise<StartBundlerReturnType> {
  const { port = 4337, host = '127.0.0.1', rpcUrl, chainId, reuse = true } = parameters
  const chain: Chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const { handlers, client } = createBundlerMethods({ rpcUrl, chain })
  const server = createJsonRpcServer(handlers, async (method, params) => {
    if (!forwardedMethods.has(method))
      throw new BundlerRpcError(-32601, `Method not found: ${method}`)
    return client.request({ method: method as 'eth_call', params: params as never })
  })
  const url = `http://${host}:${port}`
  const reused = await listenOrReuse(server, {
    port,
    host,
    reuse,
    kind: `a bundler for chain ${chainId}`,
    probe: async () =>
      (await probeJsonRpc(url, 'eth_chainId', `0x${chainId.toString(16)}`)) &&
      (await probeJsonRpc(url, 'eth_supportedEntryPoints', [entryPoint08Address])),
  })
  return { url, reused, stop: reused ? async () => {} : createServerStop(server) }
}
