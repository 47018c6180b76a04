import type { PackageJson } from './types.ts'

/**
 * The licence a package declares, as one SPDX expression: its lockfile entry's `license` when
 * npm recorded one, else its installed `package.json`'s `license`, else the legacy `licenses`
 * array joined with `OR` (it listed alternatives, e.g. `[{ type: 'MIT' }, { type: 'GPL-2.0' }]`).
 * The legacy object form `{ type: 'MIT', url }` counts as its `type`.
 *
 * @param entry - The package's lockfile entry.
 * @param readInstalled - Reads the installed `package.json`, `undefined` when it is absent.
 * @returns The expression, or `undefined` when neither source declares a licence.
 *
 * @example
 * readLicence({ license: 'MIT' }, () => undefined) // 'MIT'
 * readLicence({}, () => ({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }))
 * // 'MIT OR Apache-2.0'
 */
export function readLicence(
  entry: PackageJson,
  readInstalled: () => PackageJson | undefined,
): string | undefined {
  const recorded = licenceName(entry.license)
  if (recorded !== undefined) return recorded
  const installed = readInstalled()
  if (installed === undefined) return undefined
  const declared = licenceName(installed.license)
  if (declared !== undefined) return declared
  if (!Array.isArray(installed.licenses)) return undefined
  const alternatives = installed.licenses
    .map(licenceName)
    .filter((id) => id !== undefined)
    .map((id) => (/\s/.test(id) ? `(${id})` : id))
  return alternatives.length === 0 ? undefined : alternatives.join(' OR ')
}

function licenceName(field: unknown): string | undefined {
  if (typeof field === 'string') return field.trim() === '' ? undefined : field.trim()
  if (typeof field === 'object' && field !== null && 'type' in field) {
    return licenceName(field.type)
  }
  return undefined
}
