import { type StartAnvilReturnType, startAnvil } from '@latch/testing/node'

/** The demo's two local chains (DESIGN.md §5). */
export const demoChains = [
  { port: 8545, chainId: 31337 },
  { port: 8546, chainId: 31338 },
] as const

/**
 * Starts both anvil chains, reusing a node already serving the same chain on a port.
 * @returns The nodes; `stop()` each to end the ones this call started.
 */
export function startChains(): Promise<StartAnvilReturnType[]> {
  return Promise.all(demoChains.map((chain) => startAnvil({ ...chain, reuse: true })))
}
