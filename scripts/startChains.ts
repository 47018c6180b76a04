import { startAuthServices } from '@latch/auth-server'
import { devSolanaWalletAddress, testUniswapV3 } from '@latch/testing'
import {
  createTestSplToken,
  deploySmartAccountContracts,
  deployTestContracts,
  deployUniswapV3,
  type StartAnvilReturnType,
  startAnvil,
  startBlockchainApi,
  startBundler,
  startFarcasterRelay,
  startOptimismAnvil,
  startPaymaster,
  startRelay,
  startSolanaRpc,
} from '@latch/testing-node'

/** The demo's two local chains (DESIGN.md §5). */
export const demoChains = [
  { port: 8545, chainId: 31337 },
  { port: 8546, chainId: 31338 },
] as const

/** The demo's WalletConnect relay (DESIGN.md §5). */
export const DEMO_RELAY_PORT = 8787

/** The demo's Blockchain API fixture, spec §7 over the local chains (DESIGN.md §5). */
export const DEMO_BLOCKCHAIN_API_PORT = 8790

/** The demo's Solana RPC on litesvm (DESIGN.md §5), a Solana node's usual port. */
export const DEMO_SOLANA_RPC_PORT = 8899

/** The demo's OP-like anvil (chain 10) with the test Farcaster registries (DESIGN.md §5). */
export const DEMO_OPTIMISM_PORT = 8547

/** The demo's Farcaster auth relay fixture (DESIGN.md §5). */
export const DEMO_FARCASTER_RELAY_PORT = 8791

/** The demo's ERC-4337 bundler, for chain 31337 only (DESIGN.md §5). */
export const DEMO_BUNDLER_PORT = 4337

/** The demo's ERC-7677 paymaster service (DESIGN.md §5). */
export const DEMO_PAYMASTER_PORT = 4338

/** The chain that gets the bundler and the paymaster; the other one stays EOA-only. */
const SMART_ACCOUNT_CHAIN_ID = 31337

/** What the dev Solana wallet's first account holds on a fresh Solana RPC: 100 SOL, in lamports. */
const DEV_SOLANA_WALLET_LAMPORTS = 100n * 1_000_000_000n

/** Something this process started (or reused) and can stop. */
export type DemoService = { name: string; url: string; reused: boolean; stop(): Promise<void> }

/**
 * Starts both anvil chains, reusing a node already serving the same chain on a port.
 * @returns The nodes; `stop()` each to end the ones this call started.
 */
export function startChains(): Promise<StartAnvilReturnType[]> {
  return Promise.all(demoChains.map((chain) => startAnvil({ ...chain, reuse: true })))
}

/**
 * Starts what the demo talks to: both chains, the WalletConnect relay, the Solana RPC and the
 * Blockchain API fixture (each reused when one is already listening on its port). The test
 * contracts and Uniswap V3 with its ETH/LTT pool are deployed on both chains (a no-op on chains
 * that have them, see `deployTestContracts` and `deployUniswapV3`). A Solana RPC this call starts
 * gives the dev Solana wallet's first account (`devSolanaWalletAddress`) 100 SOL, as anvil funds
 * its accounts. For Farcaster login, an OP-like anvil (chain 10, fid 1000 registered to anvil
 * account #5: `startOptimismAnvil`) and the Farcaster relay fixture (`startFarcasterRelay`) start
 * on 8547 and 8791, where the dev auth server's settings point. The embedded wallet's PostgreSQL,
 * maildev and auth server start too (`startAuthServices`; the auth frame must be built first:
 * `npm run build -w @latch/auth-frame`). Both chains get the ERC-4337 contracts
 * (`deploySmartAccountContracts`: EntryPoint v0.8, Simple7702Account, Latch's account factory and
 * the test paymaster); chain 31337 gets the bundler on 4337 and the paymaster service on 4338.
 */
export async function startDemoServices(): Promise<DemoService[]> {
  const [chains, relay, solanaRpc, optimism, farcasterRelay, auth] = await Promise.all([
    startChains(),
    startRelay({ port: DEMO_RELAY_PORT, reuse: true }),
    startSolanaRpc({ port: DEMO_SOLANA_RPC_PORT, reuse: true }),
    startOptimismAnvil({ port: DEMO_OPTIMISM_PORT, reuse: true }),
    startFarcasterRelay({ port: DEMO_FARCASTER_RELAY_PORT, reuse: true }),
    // PostgreSQL, maildev and the auth server (which serves the built auth frame).
    startAuthServices(),
  ])
  if (solanaRpc.ledger) {
    await solanaRpc.ledger.airdrop(devSolanaWalletAddress, DEV_SOLANA_WALLET_LAMPORTS)
    // An SPL token for the Account view's Tokens tab: 1,000 units with 6 decimals.
    await createTestSplToken(solanaRpc.ledger, {
      owner: devSolanaWalletAddress,
      decimals: 6,
      amount: 1_000_000_000n,
    })
  }
  await Promise.all(chains.map((chain) => deployTestContracts({ rpcUrl: chain.url })))
  await Promise.all(chains.map((chain) => deployUniswapV3({ rpcUrl: chain.url })))
  await Promise.all(chains.map((chain) => deploySmartAccountContracts({ rpcUrl: chain.url })))
  const smartAccountChain = chains.find((chain) => chain.chainId === SMART_ACCOUNT_CHAIN_ID)
  if (!smartAccountChain) throw new Error(`No chain ${SMART_ACCOUNT_CHAIN_ID} for the bundler`)
  const [bundler, paymaster] = await Promise.all([
    startBundler({
      port: DEMO_BUNDLER_PORT,
      rpcUrl: smartAccountChain.url,
      chainId: SMART_ACCOUNT_CHAIN_ID,
      reuse: true,
    }),
    startPaymaster({ port: DEMO_PAYMASTER_PORT, chainIds: [SMART_ACCOUNT_CHAIN_ID], reuse: true }),
  ])
  const blockchainApi = await startBlockchainApi({
    port: DEMO_BLOCKCHAIN_API_PORT,
    // Its convert (swap) endpoints quote and build through the local Uniswap V3.
    chains: chains.map((chain) => ({
      caipNetworkId: `eip155:${chain.chainId}`,
      rpcUrl: chain.url,
      uniswapV3: testUniswapV3,
    })),
    reuse: true,
  })
  return [
    ...chains.map((chain) => ({ name: `chain ${chain.chainId}`, ...chain })),
    { name: 'WalletConnect relay', ...relay },
    { name: 'Solana RPC', url: solanaRpc.url, reused: solanaRpc.reused, stop: solanaRpc.stop },
    { name: 'Blockchain API', ...blockchainApi },
    { name: 'ERC-4337 bundler', ...bundler },
    { name: 'ERC-7677 paymaster', ...paymaster },
    { name: 'Optimism (Farcaster registries)', ...optimism },
    { name: 'Farcaster relay', ...farcasterRelay },
    // Stopped last-started first: the auth server before its database.
    ...[...auth].reverse(),
  ]
}
