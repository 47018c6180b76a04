import type { ICore } from '@walletconnect/types'

/**
 * Stops a `@walletconnect/core` `Core` from calling WalletConnect's hosted services besides its
 * relay, for the two calls no option turns off (checked against `@walletconnect/core` 2.25):
 *
 * - Verify (`verify.walletconnect.org`): `verify.resolve` fetches an attestation for every
 *   session proposal and request a wallet receives (aborted after 5 s), and in a browser
 *   `verify.register` loads an iframe for every proposal a dapp sends. Both now answer "no
 *   attestation", so the SDK reports `validation: 'UNKNOWN'`.
 * - Pulse (`pulse.walletconnect.org`): `eventClient.init`, which WalletKit calls at start, sends
 *   an `INIT` event even with `telemetryEnabled: false`; it now does nothing.
 *
 * Telemetry proper is off only with the `Core` option `telemetryEnabled: false`; pass it too.
 * Echo (push notifications) is contacted only by an explicit `registerDeviceToken`.
 *
 * @param core - A `Core` right after construction, before `WalletKit.init` or `SignClient.init`.
 * @returns `core`, changed in place.
 *
 * @example
 * import { Core } from '@walletconnect/core'
 * import { WalletKit } from '@reown/walletkit'
 *
 * const core = disableHostedServices(
 *   new Core({ projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:8787', telemetryEnabled: false }),
 * )
 * const walletKit = await WalletKit.init({ core, metadata })
 */
export function disableHostedServices<core extends ICore>(core: core): core {
  Object.assign(core.verify, {
    register: async () => undefined,
    resolve: async () => undefined,
  })
  Object.assign(core.eventClient, { init: async () => {} })
  return core
}
