// The lazy half of the EVM adapter: `createEvmAdapter` loads this module, and with it @wagmi/core
// and viem's transports, with one dynamic import on first need.
import type { CaipNetwork } from '@latch/core'
import { getAddress, isAddress } from 'viem'
import type { EvmAdapterState } from '../adapterState.js'
import { createRpcClient } from '../data/createRpcClient.js'
import { rpcTransportOf } from '../rpc/createRpcTransport.js'
import { rpcSettingsOf } from '../rpc/readRpcOptions.js'

export { createEvmRuntime, type EvmRuntime } from './createEvmRuntime.js'
export { startEvmRuntime } from './startEvmRuntime.js'

// A network's client over the adapter's transport (hosted URL, fallback, ranking: `state.rpc`).
const clientOf = (state: EvmAdapterState, caipNetwork: CaipNetwork) =>
  createRpcClient(caipNetwork, rpcTransportOf(caipNetwork, rpcSettingsOf(state)))

/**
 * Loads the RPC data source as its own chunk, over the adapter's transports. It goes
 * through the runtime, which a connected account has loaded already, so the adapter's startup entry
 * gets no extra import.
 */
export const loadEvmDataSource = async (state: EvmAdapterState) =>
  (await import('../data/index.js')).createEvmDataSource({
    transport: (network) => rpcTransportOf(network, rpcSettingsOf(state)),
  })

/**
 * Resolves an ENS name on an eip155 network over its RPC (`resolveEnsName`, with its ENSIP-15
 * normalization loaded as its own chunk on first use).
 */
export const resolveEvmName = async (
  { caipNetwork, name }: { caipNetwork: CaipNetwork; name: string },
  state: EvmAdapterState,
) => (await import('../data/resolveEnsName.js')).resolveEnsName(clientOf(state, caipNetwork), name)

/**
 * Loads the Uniswap V3 swap source (`createUniswapV3SwapSource`, the adapter's `uniswapV3`
 * option) as its own chunk, over the adapter's transports.
 */
export const loadUniswapV3SwapSource = async (state: EvmAdapterState) =>
  (await import('../swap/index.js')).createUniswapV3SwapSource({
    uniswapV3: state.parameters.uniswapV3,
    getClient: (caipNetwork) => clientOf(state, caipNetwork),
  })

/**
 * An address the user typed, in EIP-55 checksummed form: `0x` added when missing, all-lowercase and
 * all-uppercase hex accepted as is, mixed case only with a valid EIP-55 checksum (a typo in a
 * checksummed address is caught).
 * @returns The checksummed address, or `undefined` when it is not a valid one.
 */
export function normalizeEvmAddress(address: string): string | undefined {
  const hex = address.startsWith('0x') || address.startsWith('0X') ? address.slice(2) : address
  if (!/^[0-9a-fA-F]{40}$/.test(hex)) return undefined
  const candidate = `0x${hex}`
  const uniform = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  if (!uniform && !isAddress(candidate, { strict: true })) return undefined
  return getAddress(candidate.toLowerCase())
}
