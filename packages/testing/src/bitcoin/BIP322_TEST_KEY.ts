/**
 * The private key of BIP-322's test vectors, as WIF (compressed, mainnet): its P2WPKH address is
 * `bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l`
 * (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki#test-vectors). Every key of the
 * Latch Dev Bitcoin Wallet is this one, so its signatures can be checked against the published
 * vectors. Public: never send funds to its addresses.
 */
export const BIP322_TEST_KEY = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
