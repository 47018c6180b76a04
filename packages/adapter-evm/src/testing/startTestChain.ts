import type { CaipNetwork } from '@latch/core'
import { getFreePort, type StartAnvilReturnType, startAnvil } from '@latch/testing-node'

/**
 * For the adapter's anvil tests: a fresh anvil on a free port with `chainId`, `deploy` run on it
 * (e.g. `deployTestContracts`, `deployUniswapV3`), and the CAIP network "Anvil" for it.
 * Not exported from the package.
 */
export async function startTestChain(parameters: {
  chainId: number
  deploy(parameters: { rpcUrl: string }): Promise<unknown>
}): Promise<{ anvil: StartAnvilReturnType; caipNetwork: CaipNetwork }> {
  const { chainId } = parameters
  const anvil = await startAnvil({ port: await getFreePort(), chainId, reuse: false })
  await parameters.deploy({ rpcUrl: anvil.url })
  const caipNetwork: CaipNetwork = {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  }
  return { anvil, caipNetwork }
}
