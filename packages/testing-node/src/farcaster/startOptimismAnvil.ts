import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { deployFarcasterRegistries } from './deployFarcasterRegistries.ts'

/** Parameters of {@link startOptimismAnvil}. */
export type StartOptimismAnvilParameters = {
  /** TCP port. Defaults to `8547`. */
  port?: number
  /**
   * Reuse a node already answering on the port with chain ID 10; with `false`, a node already
   * there is an error. Defaults to `true`.
   */
  reuse?: boolean
}

/**
 * Starts an OP-like local anvil (chain ID 10, the id Sign In With Farcaster messages name) with
 * Latch's test Farcaster registries at the real IdRegistry and KeyRegistry addresses and fid 1000
 * registered to anvil account #5 (`startAnvil` + `deployFarcasterRegistries`); a node already
 * serving chain 10 on the port is reused and gets the registries if it lacks them.
 *
 * @param parameters - {@link StartOptimismAnvilParameters}
 * @returns `startAnvil`'s result: the URL (`http://127.0.0.1:8547` by default), `reused`, `stop`.
 * @throws {Error} `startAnvil`'s and `deployFarcasterRegistries`' errors.
 *
 * @example
 * import { startOptimismAnvil } from '@latch/testing-node'
 *
 * const optimism = await startOptimismAnvil({ port: await getFreePort() })
 * // LATCH_AUTH_OPTIMISM_RPC_URL = optimism.url
 */
export async function startOptimismAnvil(
  parameters: StartOptimismAnvilParameters = {},
): Promise<StartAnvilReturnType> {
  const { port = 8547, reuse = true } = parameters
  const anvil = await startAnvil({ port, chainId: 10, reuse })
  try {
    await deployFarcasterRegistries({ rpcUrl: anvil.url })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  return anvil
}
