import type { PackageLicenceReport } from './types.ts'

/**
 * The lines `npm run licences` prints: for each publishable package, how many packages its
 * production tree has and how many declare each licence; then every offender as
 * `<publishable package>: <name>@<version> (<licence>) via <pkg> > <dep> > … > <name>`.
 *
 * @param reports - What `checkLicences` returned.
 * @returns The lines, and `failed` when any package has an offender.
 *
 * @example
 * formatLicenceReport([{ name: '@latch/core', checked: 2, licences: [['MIT', 2]], offenders: [] }])
 * // { lines: ['@latch/core: 2 packages checked (MIT 2)'], failed: false }
 */
export function formatLicenceReport(reports: readonly PackageLicenceReport[]): {
  lines: string[]
  failed: boolean
} {
  const summaries = reports.map(
    ({ name, checked, licences }) =>
      `${name}: ${checked} packages checked (${licences.map(([licence, count]) => `${licence} ${count}`).join(', ')})`,
  )
  const offenders = reports.flatMap(({ name: publishable, offenders }) =>
    offenders.map(
      ({ name, version, licence, problem, path }) =>
        `${publishable}: ${name}@${version} (${problem === 'licence not allowed' ? licence : problem === 'package not allowed' ? `${licence ?? 'no licence'}; package not allowed` : problem}) via ${path.join(' > ')}`,
    ),
  )
  if (offenders.length === 0) return { lines: summaries, failed: false }
  return {
    lines: [
      ...summaries,
      '',
      'Breaking the licence rule (DESIGN.md §2; allowed: scripts/licences/allowedLicences.ts):',
      ...offenders,
    ],
    failed: true,
  }
}
