import type { CaipNetwork } from '@latch/core'
import { devSolanaWalletAddress, solanaLocal } from '@latch/testing'
import { getFreePort, startSolanaRpc } from '@latch/testing-node'
import { type Address, createSolanaRpc, devnet, lamports } from '@solana/kit'

/** What the dev wallet is given: 10 SOL, in lamports. */
const FUNDING = 10_000_000_000n

/**
 * For tests: a fresh local litesvm RPC on a free port, Solana Local on it, a @solana/kit client
 * (a test cluster's, with `requestAirdrop`), and Latch's dev Solana wallet funded with 10 SOL.
 * @throws When the server has no in-process ledger (it reused one already running).
 */
export async function startFundedSolanaRpc() {
  const server = await startSolanaRpc({ port: await getFreePort(), reuse: false })
  const network: CaipNetwork = { ...solanaLocal, rpcUrls: { default: { http: [server.url] } } }
  const rpc = createSolanaRpc(devnet(server.url))
  await rpc.requestAirdrop(devSolanaWalletAddress as Address, lamports(FUNDING)).send()
  const { ledger } = server
  if (!ledger) throw new Error('The Solana RPC has no ledger of its own')
  return { server, network, rpc, ledger }
}
