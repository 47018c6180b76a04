/**
 * A Bitcoin network's address parameters, in `@scure/btc-signer`'s `BTC_NETWORK` shape: the
 * bech32 human-readable part, the base58check version bytes of P2PKH and P2SH addresses, the WIF
 * version byte.
 */
export type BitcoinNetwork = {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const mainnet: BitcoinNetwork = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const testnet: BitcoinNetwork = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/*
 * The Bitcoin networks sign-in knows, by CAIP-2 id: `bip122:` and the first 32 hex characters of
 * the genesis block hash (BIP-122, ChainAgnostic namespaces bip122/caip2.md). Other `bip122`
 * chains (Litecoin, Dogecoin, Bitcoin Cash) have other address parameters and are not here.
 */
const bitcoinNetworks: Readonly<Record<string, BitcoinNetwork>> = {
  'bip122:000000000019d6689c085ae165831e93': mainnet,
  // testnet3, testnet4 (BIP-94), signet (BIP-325): the same address parameters.
  'bip122:000000000933ea01ad0ee984209779ba': testnet,
  'bip122:00000000da84f2bafbbc53dee25a72ae': testnet,
  'bip122:00000008819873e925422c1ff0f99f7c': testnet,
  // regtest
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { ...testnet, bech32: 'bcrt' },
}

/**
 * The address parameters of a Bitcoin network by its CAIP-2 id, e.g.
 * `bip122:000000000019d6689c085ae165831e93` (mainnet); `undefined` for any other id.
 */
export function bitcoinNetworkOf(chainId: unknown): BitcoinNetwork | undefined {
  return typeof chainId === 'string' && Object.hasOwn(bitcoinNetworks, chainId)
    ? bitcoinNetworks[chainId]
    : undefined
}

/** Bech32 data characters (BIP-173), lower case as encoders write them. */
const bech32Data = '[qpzry9x8gf2tvdw0s3jn54khce6mua7l]'
const base58Data = '[1-9A-HJ-NP-Za-km-z]'

/**
 * Whether `address` reads as an address of `network`: the network's bech32 prefix and 8 to 87
 * lower-case bech32 characters, or base58 of 26 to 35 characters led by the first character of
 * the network's P2PKH or P2SH version (`1`/`3` on mainnet, `m`/`n`/`2` on the test networks).
 * The shape only: checksums and witness programs are checked where signatures are verified.
 */
export function isBitcoinAddressShape(
  address: unknown,
  network: BitcoinNetwork,
): address is string {
  if (typeof address !== 'string') return false
  const leads = network.pubKeyHash === 0x00 ? '13' : 'mn2'
  return new RegExp(
    `^(?:${network.bech32}1${bech32Data}{8,87}|[${leads}]${base58Data}{25,34})$`,
  ).test(address)
}
