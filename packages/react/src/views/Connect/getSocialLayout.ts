/**
 * How the Connect view lays out the social logins (as AppKit does): the first as a wide button,
 * then one row of icon buttons; with more than 6 in all, the row holds 4 and an "Other" button
 * leads to the rest (ConnectSocials), listed in `other`.
 * @param options The social logins in order (e.g. `getSocialOptions`'s answer).
 * @returns `wide` (`undefined` without any), `row` and `other`, each in the given order.
 * @example
 * getSocialLayout(['google', 'x', 'discord']) // { wide: 'google', row: ['x', 'discord'], other: [] }
 */
export function getSocialLayout<T>(options: readonly T[]): {
  wide: T | undefined
  row: T[]
  other: T[]
} {
  const [wide, ...rest] = options
  // One wide button and five icons fill the row; past that, one icon becomes "Other".
  const rowSize = options.length > 6 ? 4 : 5
  return { wide, row: rest.slice(0, rowSize), other: rest.slice(rowSize) }
}
