import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../../logger/createLogger.js'
import { type RemoteFeatureConfig, resolveRemoteFeatures } from './resolveRemoteFeatures.js'

const remote = (
  overrides: Partial<Record<RemoteFeatureConfig['id'], Partial<RemoteFeatureConfig>>> = {},
) =>
  (['social_login', 'onramp', 'swap', 'activity', 'reown_branding'] as const).map((id) => ({
    id,
    isEnabled: true,
    config:
      id === 'social_login'
        ? ['email', 'google']
        : id === 'swap'
          ? ['1inch']
          : id === 'onramp'
            ? ['coinbase']
            : null,
    ...overrides[id],
  }))

describe('resolveRemoteFeatures (spec §5)', () => {
  it('basic mode disables all remote features', () => {
    expect(resolveRemoteFeatures({ remote: remote(), basic: true, hasProjectId: true })).toEqual({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
    })
  })
  it("remote config overrides local features, warning 'Local configuration ignored'", () => {
    const logger = createLogger('warn')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const features = resolveRemoteFeatures({
      local: { swaps: false },
      remote: remote(),
      basic: false,
      hasProjectId: true,
      logger,
    })
    expect(features.swaps).toEqual(['1inch'])
    expect(warn).toHaveBeenCalledWith('[Latch] Local configuration ignored')
    warn.mockRestore()
  })
  it('a feature is false when its config is null', () => {
    const features = resolveRemoteFeatures({
      remote: remote({ swap: { config: null }, social_login: { config: null } }),
      basic: false,
      hasProjectId: true,
    })
    expect(features).toMatchObject({ swaps: false, email: false, socials: false })
  })
  it('email needs the config to contain email; socials a non-empty list without email', () => {
    expect(
      resolveRemoteFeatures({
        remote: remote({ social_login: { config: ['email'] } }),
        basic: false,
        hasProjectId: true,
      }),
    ).toMatchObject({
      email: true,
      socials: false,
    })
    expect(
      resolveRemoteFeatures({
        remote: remote({ social_login: { config: ['google'] } }),
        basic: false,
        hasProjectId: true,
      }),
    ).toMatchObject({
      email: false,
      socials: ['google'],
    })
  })
  it('swaps and onramp need a non-empty config', () => {
    expect(
      resolveRemoteFeatures({
        remote: remote({ swap: { config: [] }, onramp: { config: [] } }),
        basic: false,
        hasProjectId: true,
      }),
    ).toMatchObject({
      swaps: false,
      onramp: false,
    })
  })
  it('without a fetched config, local settings apply; hosted-only features are off without a project id', () => {
    expect(
      resolveRemoteFeatures({ remote: undefined, basic: false, hasProjectId: false }),
    ).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: true,
    })
    expect(
      resolveRemoteFeatures({
        local: { swaps: ['1inch'] },
        remote: undefined,
        basic: false,
        hasProjectId: false,
      }).swaps,
    ).toEqual(['1inch'])
    expect(
      resolveRemoteFeatures({ remote: undefined, basic: false, hasProjectId: true }).onramp,
    ).toEqual(['coinbase', 'meld'])
  })
})
