import type { SIWXConfig } from '@latch/core'
import { InvalidOptionError } from '@latch/core'
import { getPageSite, lazySIWXConfig } from '@latch/core/internal'
import type { CreateSIWXParameters } from './createSIWXParameters.js'

export type { CreateSIWXParameters } from './createSIWXParameters.js'

/**
 * Creates the default `siwx` option: CAIP-122 sign-in
 * (https://chainagnostic.org/CAIPs/caip-122), written as EIP-4361 for `eip155` accounts
 * (https://eips.ethereum.org/EIPS/eip-4361) and in the same layout for `solana` ("Solana
 * account", ed25519) and `bip122` ("Bitcoin account", BIP-322 or legacy signatures) ones,
 * verified in the browser and kept in `localStorage`. Every namespace gets the same checks.
 *
 * - `createMessage` issues a message with a fresh nonce, timestamps in whole seconds
 *   (`issuedAt` now, `expirationTime` after `expirationTimeMs`), the domain, URI and statement.
 *   It rejects with `UnsupportedSIWXNamespaceError` ('No SIWX verifier for namespace "{namespace}"')
 *   when no verifier handles the account's namespace, `InvalidCaipNetworkIdError` for a malformed
 *   network id, and the verifier's error for a field it cannot write (viem's
 *   `SiweInvalidMessageFieldError` or `InvalidAddressError` for `eip155`,
 *   `InvalidSIWXMessageFieldError` for `solana` and `bip122`).
 * - `addSession` accepts a session only for a message issued here, signed in its namespace's
 *   encoding (`0x` hex for `eip155`, base58 ed25519 for `solana`, base64 BIP-322 or legacy for
 *   `bip122`; see each verifier): its nonce is good for one
 *   call, whatever the outcome, and until the message expires; at most 1,000 issued messages
 *   wait at a time (the oldest is dropped). It rejects with `InvalidSIWXSessionError`, `check` naming the
 *   first failed check: `nonce`, `domain`, `chainId`, `address`, `expirationTime`, `notBefore`,
 *   `message`, `signature` (messages on the error class). A valid session replaces the kept one
 *   of its CAIP-10 account.
 * - `getSessions` returns the account's unexpired session (none or one); expired ones are
 *   dropped. `revokeSession` forgets it. `setSessions` replaces all, unverified: pass only
 *   sessions from a source you trust (e.g. your server).
 * - `getRequired` returns `required` at once.
 *
 * The asynchronous methods load their code on first use (a dynamic import), so a page where
 * nobody signs in does not download it; they also reject if that code cannot be loaded.
 *
 * @param parameters - {@link CreateSIWXParameters}
 * @returns A {@link SIWXConfig} for Latch's `siwx` option.
 * @throws {InvalidOptionError} 'Invalid option `domain`: is required where there is no
 * window.location' (and the same for `uri`).
 *
 * @example
 * import { createSIWX } from '@latch/siwx'
 *
 * const siwx = createSIWX({ statement: 'Sign in to Example', required: true })
 * const latch = createLatch({ networks: [mainnet], siwx })
 */
export function createSIWX(parameters: CreateSIWXParameters = {}): SIWXConfig {
  const page = getPageSite()
  const domain = parameters.domain ?? page?.domain
  const uri = parameters.uri ?? page?.uri
  const missing = 'is required where there is no window.location'
  if (!domain) throw new InvalidOptionError('domain', missing)
  if (!uri) throw new InvalidOptionError('uri', missing)
  const options = { ...parameters, domain, uri }
  return lazySIWXConfig(
    async () => (await import('./sessions/createSIWXSessions.js')).createSIWXSessions(options),
    () => options.required ?? false,
  )
}
