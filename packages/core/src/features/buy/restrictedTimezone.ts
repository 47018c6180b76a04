import type { Logger } from '../../logger/createLogger.js'

/** The user's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), if known. */
function currentTimeZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * Whether on-ramp providers are withheld here: the user's time zone is one of the
 * `onramp.restrictedTimezones` option's IANA names (compared without case, so `'Asia/Shanghai'`
 * and `'ASIA/SHANGHAI'` match). The list is empty by default. A value that is not an array of
 * strings restricts nothing and is logged (at `warn`, 'Ignoring `onramp.restrictedTimezones`: must
 * be an array of IANA time zone names').
 *
 * @param restricted - The option as the integrator passed it (checked here: it loads with Buy).
 * @param timeZone - The user's time zone; by default the browser's.
 */
export function isRestrictedTimezone(
  restricted: unknown,
  logger: Pick<Logger, 'warn'>,
  timeZone: string | undefined = currentTimeZone(),
): boolean {
  if (restricted === undefined) return false
  if (!Array.isArray(restricted) || !restricted.every((zone) => typeof zone === 'string')) {
    logger.warn('Ignoring `onramp.restrictedTimezones`: must be an array of IANA time zone names')
    return false
  }
  const zone = timeZone?.toUpperCase()
  return zone !== undefined && restricted.some((listed: string) => listed.toUpperCase() === zone)
}
