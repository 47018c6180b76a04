import type { LatchOptions } from './types.js'

/**
 * Whether the options turn on something that only works with a `projectId` and have none, so the
 * 'project id not configured' alert shows: WalletConnect asked for — `enableWalletConnect:
 * true`, `manualWCControl: true`, or no adapters (WalletConnect is then the only way in), wallets
 * not switched off — without a `relayUrl` (only WalletConnect's hosted relay is left, which needs
 * a project id); or `hostedRpc` (ignored without a project id). Nothing else needs one: email and
 * social login use the auth server's own project (`auth.projectId`), balances and activity read
 * the RPC without a Blockchain API, Swap goes through the adapter's on-chain source, Buy shows its
 * sample rates, and `apiUrl` alone reaches a Blockchain API. WalletConnect on by default, without
 * a relay, is hidden without an alert. (A departure from the rule that a missing project id always
 * alerts: a local set-up, which needs none, shows no permanent alert.)
 *
 * @param options - The options as the integrator passed them (checked): defaults are not asking.
 */
export function needsProjectId(options: LatchOptions): boolean {
  return (
    !options.projectId &&
    (Boolean(options.hostedRpc) ||
      (!options.relayUrl &&
        options.enableWallets !== false &&
        (options.enableWalletConnect === true ||
          Boolean(options.manualWCControl) ||
          !options.adapters?.length)))
  )
}
