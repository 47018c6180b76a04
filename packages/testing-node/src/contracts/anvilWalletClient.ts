import { createWalletClient, defineChain, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * A viem wallet client that signs locally with `privateKey` and sends to a local anvil node
 * (chain named 'Anvil', native currency ETH with 18 decimals), as the fixtures' deployers use.
 *
 * @param rpcUrl - The anvil node's HTTP JSON-RPC endpoint.
 * @param chainId - The node's chain id (from `eth_chainId`).
 * @param privateKey - The sending account's secp256k1 private key.
 * @returns The wallet client, its `account` the key's local account.
 */
export function anvilWalletClient(rpcUrl: string, chainId: number, privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: defineChain({
      id: chainId,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
}
