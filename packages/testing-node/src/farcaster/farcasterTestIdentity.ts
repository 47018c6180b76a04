import type { Address, Hex } from 'viem'

/**
 * The Farcaster test identity the local Optimism fixture registers (`deployFarcasterRegistries`):
 * fid 1000, username `latch-test`, its custody address anvil's dev account #5
 * (`ANVIL_TEST_MNEMONIC`, m/44'/60'/0'/0/5). Public test key: for local chains only.
 *
 * @example
 * import { FARCASTER_TEST_IDENTITY, playFarcasterApp } from '@latch/testing-node'
 *
 * await playFarcasterApp({ relayUrl, url, ...FARCASTER_TEST_IDENTITY })
 */
export const FARCASTER_TEST_IDENTITY: {
  readonly fid: 1000
  readonly username: 'latch-test'
  readonly custodyAddress: Address
  readonly privateKey: Hex
} = {
  fid: 1000,
  username: 'latch-test',
  custodyAddress: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
}

/**
 * The value of the `X-Farcaster-Auth-Relay-Key` header the relay fixture (`startFarcasterRelay`)
 * expects by default on `POST /v1/channel/authenticate`: what the Farcaster app sends as `authKey`.
 */
export const FARCASTER_RELAY_KEY = 'latch-test-relay-key'

/** Farcaster's IdRegistry on OP Mainnet, where `@farcaster/auth-client` reads `idOf`. */
export const FARCASTER_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Farcaster's KeyRegistry on OP Mainnet, where `@farcaster/auth-client` reads `keyDataOf`. */
export const FARCASTER_KEY_REGISTRY: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'
