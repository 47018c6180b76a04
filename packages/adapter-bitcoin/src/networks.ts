import { bitcoin, bitcoinTestnet } from '@latch/core'

/** A Bitcoin network Latch knows: mainnet, or testnet3. */
export type BitcoinNetworkName = 'mainnet' | 'testnet'

/**
 * Each Bitcoin network's CAIP-2 reference (CAIP-4: the genesis block hash's first 32 hex
 * characters, the `chainId` of an `AdapterConnection`) and its Wallet Standard chain
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard: `bitcoin:mainnet`, `bitcoin:testnet`).
 */
export const bitcoinNetworks = {
  mainnet: { reference: bitcoin.id as string, walletChain: 'bitcoin:mainnet' },
  testnet: { reference: bitcoinTestnet.id as string, walletChain: 'bitcoin:testnet' },
} as const satisfies Record<BitcoinNetworkName, { reference: string; walletChain: string }>

/** The network of a CAIP-2 reference, e.g. `000000000933ea01ad0ee984209779ba` → `testnet`. */
export function toBitcoinNetworkName(reference: string | number): BitcoinNetworkName | undefined {
  if (reference === bitcoinNetworks.mainnet.reference) return 'mainnet'
  if (reference === bitcoinNetworks.testnet.reference) return 'testnet'
  return undefined
}
