/** Remote features: what the hosted project config can switch. */
export type RemoteFeatures = {
  email: boolean
  /** Social providers, e.g. `['google', 'x']`; `false` when off. */
  socials: readonly string[] | false
  /** Swap providers, e.g. `['1inch']`; `false` when off. */
  swaps: readonly string[] | false
  /** On-ramp providers, e.g. `['coinbase', 'meld']`; `false` when off. */
  onramp: readonly string[] | false
  activity: boolean
  reownBranding: boolean
}

/** Default remote features, the fallback when the project config does not say. */
export const defaultRemoteFeatures: RemoteFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['coinbase', 'meld'],
  activity: true,
  reownBranding: true,
}

const off: RemoteFeatures = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
}

/**
 * Remote-feature rules without a fetched project config (what the stores start with, and
 * what stays when none is fetched): basic mode turns every remote feature off; else local settings
 * apply over the defaults when a project id is set; with no project id the hosted-only
 * features (email, socials, swaps, on-ramp) are off unless set. Socials never list `email`; an
 * empty socials, swaps or on-ramp list is off.
 */
export function resolveLocalFeatures(parameters: {
  local?: Partial<RemoteFeatures> | undefined
  basic: boolean
  hasProjectId: boolean
}): RemoteFeatures {
  if (parameters.basic) return off
  const fallback: RemoteFeatures = parameters.hasProjectId
    ? defaultRemoteFeatures
    : { ...defaultRemoteFeatures, email: false, socials: false, swaps: false, onramp: false }
  const local = parameters.local ?? {}
  const socials = local.socials === undefined ? fallback.socials : local.socials
  return {
    ...fallback,
    ...local,
    socials:
      socials && socials.filter((s) => s !== 'email').length > 0
        ? socials.filter((s) => s !== 'email')
        : false,
    swaps:
      local.swaps === undefined
        ? fallback.swaps
        : local.swaps && local.swaps.length > 0
          ? local.swaps
          : false,
    onramp:
      local.onramp === undefined
        ? fallback.onramp
        : local.onramp && local.onramp.length > 0
          ? local.onramp
          : false,
  }
}
