import type { AdapterEvent, AdapterSetupParameters, CaipNetwork, Logger } from '@latch/core'
import type { Config } from '@wagmi/core'
import type { AnnouncementStore } from './discovery/createAnnouncementStore.js'
import type { RpcSettings } from './rpc/readRpcOptions.js'
import type { EvmRuntime } from './runtime/createEvmRuntime.js'
import type { UniswapV3Options } from './swap/uniswapV3Options.js'

/** Parameters of {@link createEvmAdapter}. */
export type CreateEvmAdapterParameters = {
  /**
   * The host app's own wagmi config, so its wagmi hooks keep working; its chains must include every
   * eip155 network given to Latch, and its connectors are the ones Latch lists. When absent, the
   * adapter builds one from Latch's networks (an HTTP transport per network, a fallback across its
   * RPC URLs) with an injected connector per EIP-6963 announced wallet.
   */
  wagmiConfig?: Config
  /** Key prefix of the wagmi state Latch keeps in its storage (default `latch.wagmi`). */
  storageKey?: string
  /**
   * Parent-frame origins trusted as a Safe{Wallet} when the page runs in an iframe (default
   * `['https://app.safe.global']`); `*` matches a port or a subdomain label, e.g.
   * `'http://127.0.0.1:*'`. Frames from other origins are never asked, so no site can pose as a Safe.
   */
  safeOrigins?: readonly string[]
  /**
   * Uniswap V3 contracts per eip155 chain id, e.g. `{ 1: { quoterV2, swapRouter02, weth9 } }`: the
   * adapter's own swap source on those chains (`hasSwapSource`, `loadSwapSource`): quotes from
   * QuoterV2 across the fee tiers `fees` (default `[500, 3000, 10000]`), swaps through SwapRouter02,
   * the native currency traded as `weth9`. Checked when the swap source loads:
   * `InvalidOptionError` 'Invalid option `uniswapV3`: …' (see `parseUniswapV3Options`).
   */
  uniswapV3?: UniswapV3Options
}

/**
 * What one EVM adapter's start-up half and its lazy runtime share: made by `createEvmAdapter`,
 * filled in by its `setup`, read and completed by `startEvmRuntime` when the runtime loads.
 */
export type EvmAdapterState = {
  parameters: CreateEvmAdapterParameters
  /** Tells the adapter's listeners. */
  emit(event: AdapterEvent): void
  logger?: Logger | undefined
  /** What core gave at setup; `undefined` before. */
  setup?: AdapterSetupParameters | undefined
  /** The integrator's eip155 networks (setup, then `setNetworks`). */
  networks: readonly CaipNetwork[]
  /** The EIP-6963 store, made at setup without a host wagmi config. */
  announcedWallets?: AnnouncementStore | undefined
  /** Whether the page was found to be a Safe App (its connector is then listed first). */
  inSafeApp?: boolean
  /** The wallet runtime once loaded. */
  runtime?: EvmRuntime | undefined
  /** The RPC options core gave at setup, once checked (`rpcSettingsOf`). */
  rpc?: RpcSettings | undefined
  /** Gives Latch's own wagmi config (once loaded) new networks. */
  setChains?: ((networks: readonly CaipNetwork[]) => void) | undefined
}
