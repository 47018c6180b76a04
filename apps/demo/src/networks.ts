import type { CaipNetworkId, TokenOption } from '@latch/core'
import { bitcoin, bitcoinTestnet, mainnet, solana, solanaDevnet, toCaipNetwork } from '@latch/core'
import { solanaLocal, testContracts } from '@latch/testing'
import { defineChain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * Local anvil chain 31337 on 127.0.0.1:8545 (started by `npm run demo`). Not flagged a testnet, as
 * viem's own `anvil` chain is not: the Blockchain API fixture serves its portfolio (spec §5 keeps
 * hosted portfolios off testnets).
 */
export const anvil = toCaipNetwork(
  defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }),
)

/**
 * Second local anvil chain 31338 on 127.0.0.1:8546, flagged a testnet: with `?api=1` its Tokens tab
 * still comes from its RPC (spec §5: no hosted portfolio on testnets).
 */
export const anvil2 = toCaipNetwork(
  defineChain({
    id: 31338,
    name: 'Anvil 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  }),
)

/**
 * A local anvil with chain id 8453, one of spec §9's swap networks, on 127.0.0.1:8548: with
 * `?swapApi=1` Swap on it goes through the Blockchain API's convert endpoints (the fixture at
 * {@link SWAP_API_URL}) instead of the adapter's Uniswap source. `npm run demo` does not start it;
 * the swap e2e starts both.
 */
export const anvilSwapApi = toCaipNetwork(
  defineChain({
    id: 8453,
    name: 'Anvil 8453',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8548'] } },
  }),
)

/** The Blockchain API fixture over Anvil 8453 (and Anvil) that `?swapApi=1` uses. */
export const SWAP_API_URL = 'http://127.0.0.1:8792'

/**
 * What the demo gives Latch: both local chains and Ethereum mainnet; Solana on the local litesvm
 * RPC (127.0.0.1:8899, started by `npm run demo`), mainnet and devnet; Bitcoin and its testnet.
 */
export const networks = [
  anvil,
  anvil2,
  mainnet,
  solanaLocal,
  solana,
  solanaDevnet,
  bitcoin,
  bitcoinTestnet,
] as const

/** A chain the demo does not request, for showing UnsupportedChain. */
export const UNREQUESTED_CHAIN_ID = 31339

/** The local Blockchain API fixture (spec §7 over the anvil chains), started by `npm run demo`. */
export const DEMO_API_URL = 'http://127.0.0.1:8790'
/**
 * The self-hosted embedded-wallet server `npm run demo` starts (`@latch/auth-server`), on
 * `localhost` rather than 127.0.0.1: WebAuthn (passkeys) takes no IP address as RP ID, and the
 * frame then sits on another site than the page, as in production.
 */
export const DEMO_AUTH_URL = 'http://localhost:8788'

/**
 * The local ERC-4337 bundler (EntryPoint v0.8) for Anvil (31337), started by `npm run demo`; the
 * demo names it with `?smartAccounts=4337` or `=7702`.
 */
export const DEMO_BUNDLER_URL = 'http://127.0.0.1:4337'

/** The local ERC-7677 paymaster that sponsors every user operation on Anvil (`&paymaster=1`). */
export const DEMO_PAYMASTER_URL = 'http://127.0.0.1:4338'

const localTokens: TokenOption[] = [
  { address: testContracts.latchTestToken },
  { address: testContracts.latchTestUsd },
]

/**
 * The `tokens` option (spec §3): the Tokens tab always lists Latch Test Token and the USDT-style
 * Latch Test USD on both local chains; other tokens (Latch Extra Token) show once the account
 * holds some, found in its Transfer logs.
 */
export const demoTokens: Record<CaipNetworkId, readonly TokenOption[]> = {
  'eip155:31337': localTokens,
  'eip155:31338': localTokens,
}
