import { lazySIWXConfig } from './lazySIWXConfig.js'
import type { SIWEConfig } from './siweTypes.js'
import type { SIWXConfig } from './types.js'

/**
 * Adapts a legacy AppKit `siweConfig` (EIP-4361 sign-in kept by the app's server) to the `siwx`
 * option, as AppKit's own `mapToSIWX` does, so an app can move to Latch unchanged.
 *
 * - `createMessage` takes the nonce from `getNonce(address)` and the text from `createMessage`
 *   (given the bare address and the numeric chain id), with `getMessageParams` (default: the
 *   page's host and origin) for domain, URI, statement and timestamps (`iat` default: now).
 * - `addSession` asks `verifyMessage`, then calls `onSignIn`.
 * - `getSessions` returns one session when `getSession` names the same account (address case
 *   ignored); a legacy session knows only its address and chain id, so the other fields, the
 *   message and the signature are empty strings.
 * - `revokeSession` calls `signOut` then `onSignOut`; `setSessions([])` does the same, and a
 *   non-empty list adds its first `eip155` session (the legacy server keeps one).
 * - Legacy SIWE signs in `eip155` accounts only: other namespaces always have a session and
 *   `addSession` ignores them.
 * - `getRequired` is `required`, default `true`.
 *
 * The asynchronous methods load their code on first use (a dynamic import), so a page where
 * nobody signs in does not download it; they also reject if that code cannot be loaded.
 *
 * @param siweConfig - The legacy {@link SIWEConfig}.
 * @returns A {@link SIWXConfig} for Latch's `siwx` option.
 * @throws (from `createMessage`) {InvalidOptionError} 'Invalid option `getMessageParams`: is
 * required where there is no window.location'; {UnsupportedSIWXNamespaceError} 'No SIWX verifier
 * for namespace "{namespace}"' for an account outside `eip155`.
 * @throws (from `addSession`) {InvalidSIWXSessionError} 'Invalid SIWX session: the signature is
 * invalid' when `verifyMessage` resolves `false`.
 *
 * @example
 * import { fromSiweConfig } from '@latch/core'
 *
 * const latch = createLatch({ networks: [mainnet], siwx: fromSiweConfig(siweConfig) })
 */
export function fromSiweConfig(siweConfig: SIWEConfig): SIWXConfig {
  return lazySIWXConfig(
    async () => (await import('./siweConfigSessions.js')).createSiweConfigSessions(siweConfig),
    () => siweConfig.required ?? true,
  )
}
