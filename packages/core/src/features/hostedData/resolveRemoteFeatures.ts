import { ErrorMessages } from '../../errors/messages.js'
import type { Logger } from '../../logger/createLogger.js'
import { type RemoteFeatures, resolveLocalFeatures } from '../../state/remoteFeatures.js'

export type { RemoteFeatures } from '../../state/remoteFeatures.js'

/** One feature entry of the hosted project config (`config` null when the project set none). */
export type RemoteFeatureConfig = {
  id: 'social_login' | 'onramp' | 'swap' | 'activity' | 'reown_branding'
  isEnabled: boolean
  config: readonly string[] | null
}

function fromRemote(remote: readonly RemoteFeatureConfig[]): RemoteFeatures {
  const entry = (id: RemoteFeatureConfig['id']) => remote.find((feature) => feature.id === id)
  const list = (id: RemoteFeatureConfig['id']) => {
    const feature = entry(id)
    return feature?.isEnabled && feature.config && feature.config.length > 0
      ? feature.config
      : false
  }
  const social = entry('social_login')
  const socialConfig = social?.isEnabled ? (social.config ?? null) : null
  const socials = socialConfig?.filter((provider) => provider !== 'email') ?? []
  return {
    email: Boolean(socialConfig?.includes('email')),
    socials: socials.length > 0 ? socials : false,
    swaps: list('swap'),
    onramp: list('onramp'),
    activity: Boolean(entry('activity')?.isEnabled),
    reownBranding: Boolean(entry('reown_branding')?.isEnabled),
  }
}

/**
 * Remote-feature rules. Basic mode turns every remote feature off. A fetched project config
 * overrides local settings (logging the warning 'Local configuration ignored' when both exist); in
 * it, a feature whose config is null is off, email needs the social config to contain `email`,
 * socials need a non-empty list once `email` is removed, swaps and on-ramp a non-empty config.
 * Without a fetched config, local settings apply over the defaults when a project id is set;
 * with no project id the hosted-only features (email, socials, swaps, on-ramp) are off unless set.
 *
 * Without a fetched config this is {@link resolveLocalFeatures} (what the stores start with).
 *
 * @param parameters.remote - The fetched config; `undefined` when not fetched (no project id,
 *   offline or failed).
 */
export function resolveRemoteFeatures(parameters: {
  local?: Partial<RemoteFeatures> | undefined
  remote: readonly RemoteFeatureConfig[] | undefined
  basic: boolean
  hasProjectId: boolean
  logger?: Logger | undefined
}): RemoteFeatures {
  if (parameters.remote && !parameters.basic) {
    if (parameters.local && Object.keys(parameters.local).length > 0) {
      parameters.logger?.notice(ErrorMessages.localConfigurationIgnored)
    }
    return fromRemote(parameters.remote)
  }
  return resolveLocalFeatures(parameters)
}
