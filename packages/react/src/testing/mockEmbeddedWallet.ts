import {
  type EmbeddedWalletApi,
  type FeatureApi,
  type FeatureDefinition,
  getClientContext,
  type LatchClientInternal,
  type PasskeyPlacement,
  type SocialOption,
} from '@latch/core/internal'
import { vi } from 'vitest'

// Not shipped: only component tests import it.

/**
 * Gives `client` a loaded embedded wallet whose social options are `options()` (read at each
 * call) and whose logins are spies, as the Connect and Account views see them once the embedded
 * wallet's chunk loaded (the feature available, as with an `authUrl`). Every other feature loads
 * as usual.
 * @returns The spies: `connectSocial`, `connectFarcaster`, `connectPasskey`, `addPasskey`
 *   (resolves), `sendEmailCode` (answers `{ ok: true }`), `getSocialOptions` (its implementation
 *   is `options`), `passkeyPlacement` (email block, else social) and `canAddPasskey` (`true`).
 */
export function mockEmbeddedWallet(client: LatchClientInternal, options: () => SocialOption[]) {
  const api = {
    getSocialOptions: vi.fn(options),
    connectSocial: vi.fn((_provider: string) => undefined),
    connectFarcaster: vi.fn(() => undefined),
    connectPasskey: vi.fn(() => undefined),
    addPasskey: vi.fn(async () => undefined),
    // The rules' answers as core's own tests check them: the email block, else the social one
    // (once the frame offers passkeys); adding offered.
    passkeyPlacement: vi.fn(
      (shown: { emailShown: boolean; socialShown: boolean }): PasskeyPlacement =>
        shown.emailShown ? 'email' : shown.socialShown ? 'social' : 'none',
    ),
    canAddPasskey: vi.fn(() => true),
    sendEmailCode: vi.fn(async (_email: string) => ({ ok: true as const })),
  }
  const { features } = getClientContext(client)
  const get = features.get.bind(features)
  const load = features.load.bind(features)
  const mocked = <feature extends FeatureApi>(feature: FeatureDefinition<feature>) =>
    (feature as unknown) === client.embeddedWalletFeature ? (api as unknown as feature) : undefined
  const isAvailable = features.isAvailable.bind(features)
  vi.spyOn(features, 'isAvailable').mockImplementation(
    (feature) => mocked(feature) !== undefined || isAvailable(feature),
  )
  vi.spyOn(features, 'get').mockImplementation((feature) => mocked(feature) ?? get(feature))
  vi.spyOn(features, 'load').mockImplementation(async (feature) => mocked(feature) ?? load(feature))
  return api as typeof api & Partial<EmbeddedWalletApi>
}
