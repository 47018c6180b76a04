import type { UniversalProvider } from './types.js'

/**
 * Stops the dapp side of WalletConnect from calling Verify (`verify.walletconnect.org`), the one
 * hosted service besides the relay that `@walletconnect/sign-client` 2.25 contacts with telemetry
 * off: `verify.register` runs before every session proposal and every `wc_sessionRequest` the dapp
 * sends, and in a browser loads a hidden iframe from Verify for each. It now answers "no
 * attestation", which wallets show as an unverified domain, as for any self-hosted relay.
 * `verify.resolve` (wallet side) is stubbed alike. The pulse event (`eventClient.init`) is sent
 * only by WalletKit, never by the sign client, so nothing else needs stubbing here.
 *
 * @param provider - A universal provider right after `init`, before `connect`.
 */
export function disableVerify(provider: UniversalProvider): void {
  Object.assign(provider.client.core.verify, {
    register: async () => undefined,
    resolve: async () => undefined,
  })
}
