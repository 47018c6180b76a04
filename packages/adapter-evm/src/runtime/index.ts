// The lazy half of the EVM adapter: `createEvmAdapter` loads this module, and with it @wagmi/core
// and viem's transports, with one dynamic import on first need.
import type { CaipNetwork } from '@latch/core'
import { getAddress, isAddress } from 'viem'
import { createRpcClient } from '../data/createRpcClient.js'

export { createEvmRuntime, type EvmRuntime } from './createEvmRuntime.js'
export { startEvmRuntime } from './startEvmRuntime.js'

/**
 * Loads the RPC data source (DESIGN.md §6) as its own chunk. It goes through the runtime, which a
 * connected account has loaded already, so the adapter's startup entry gets no extra import.
 */
export const loadEvmDataSource = async () =>
  (await import('../data/index.js')).createEvmDataSource()

/**
 * Resolves an ENS name on an eip155 network over its RPC (`resolveEnsName`, with its ENSIP-15
 * normalization loaded as its own chunk on first use).
 */
export const resolveEvmName = async ({
  caipNetwork,
  name,
}: {
  caipNetwork: CaipNetwork
  name: string
}) => (await import('../data/resolveEnsName.js')).resolveEnsName(createRpcClient(caipNetwork), name)

/** Loads the Uniswap V3 swap source (`createUniswapV3SwapSource`) as its own chunk. */
export const loadUniswapV3SwapSource = async (uniswapV3: unknown) =>
  (await import('../swap/index.js')).createUniswapV3SwapSource({ uniswapV3 })

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
