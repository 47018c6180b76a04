/**
 * A wait in words of `locale`, by `Intl.NumberFormat`'s units: whole minutes (rounded up) from
 * 60 seconds on, seconds below, e.g. `'14 minutes'`, `'14 Minuten'`, `'15 seconds'`.
 *
 * @param seconds - The wait, in seconds (as a 429's `Retry-After`); at least 1 is said.
 * @param locale - A BCP 47 tag, the frame's active locale.
 */
export function formatWait(seconds: number, locale: string): string {
  const whole = Math.max(1, Math.ceil(seconds))
  const [value, unit] = whole >= 60 ? [Math.ceil(whole / 60), 'minute'] : [whole, 'second']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
