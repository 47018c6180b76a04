/**
 * The Latch Dev Bitcoin Wallet's addresses, all from `BIP322_TEST_KEY`: `payment` is its
 * P2WPKH address and `ordinals` its BIP-86 key-path P2TR address, on each network. `publicKey` is
 * the compressed key of the payment address and `internalKey` the x-only key of the ordinals one,
 * as hex.
 *
 * @example
 * import { devBitcoinWalletAddresses } from '@latch/testing'
 *
 * await expect(page.getByText(devBitcoinWalletAddresses.testnet.payment.slice(0, 6))).toBeVisible()
 */
export const devBitcoinWalletAddresses = {
  mainnet: {
    payment: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    ordinals: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  },
  testnet: {
    payment: 'tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v',
    ordinals: 'tb1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5s3g3s37',
  },
  publicKey: '02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872',
  internalKey: 'c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872',
} as const
