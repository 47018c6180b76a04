import type { CaipNetwork } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { createDevSolanaWallet } from '@latch/testing'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { createTestWalletRegistry } from './createTestWalletRegistry.js'

/**
 * For tests: a Solana adapter on `network` connected to Latch's dev Solana wallet, which signs and
 * sends through `network`'s first RPC URL (`solana:localnet`). With `signOnly`, the wallet lacks
 * `solana:signAndSendTransaction`, so the adapter sends through the RPC itself.
 */
export async function connectDevSolanaWallet(
  network: CaipNetwork,
  options: { signOnly?: boolean } = {},
) {
  const registry = createTestWalletRegistry()
  const adapter = createSolanaAdapter({ wallets: registry })
  adapter.setup({
    networks: [network],
    logger: createLogger('fatal'),
    storage: { getItem: () => null, setItem() {}, removeItem() {} },
  })
  const rpcUrl = network.rpcUrls.default.http[0] ?? ''
  const wallet = createDevSolanaWallet({ rpcUrls: { 'solana:localnet': rpcUrl } })
  if (options.signOnly) {
    const { 'solana:signAndSendTransaction': _, ...features } = wallet.features
    registry.register({ ...wallet, features })
  } else {
    registry.register(wallet)
  }
  const connectorId = 'walletStandard:Latch Dev Solana Wallet'
  const { address } = await adapter.connect({ connectorId, caipNetwork: network })
  return { adapter, wallet, address }
}
