// `npm run licences`: the licence rule of DESIGN.md §2. Every package in the production tree of
// a publishable Latch package (its dependencies, optional dependencies and peers, recursively,
// as Node resolves them from package-lock.json) must be under an allowed licence; prints one line
// per publishable package, then every offender with the path that pulls it in, and exits 1 if
// there is any.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { allowedLicences, deniedPackages } from './allowedLicences.ts'
import { formatLicenceReport } from './formatLicenceReport.ts'
import { isLicenceAllowed } from './isLicenceAllowed.ts'
import { readLicence } from './readLicence.ts'
import { readRepository } from './readRepository.ts'
import { resolveDependency } from './resolveDependency.ts'
import type {
  LicenceOffender,
  Lockfile,
  LockfileEntry,
  PackageJson,
  PackageLicenceReport,
} from './types.ts'

export type CheckLicencesParameters = {
  /** The root `package-lock.json` (lockfileVersion 2 or 3: the `packages` map). */
  lockfile: Lockfile
  /**
   * Reads `<key>/package.json` for a lockfile key (`packages/core`, `node_modules/a`); returns
   * `undefined` when there is none. Used for workspaces' `private` flag and for licences the
   * lockfile did not record.
   */
  readPackageJson: (key: string) => PackageJson | undefined
  /** Allowed SPDX licence identifiers. */
  allow: readonly string[]
  /**
   * Package names refused whatever their licence, e.g. `/^@walletconnect\//`: vendors whose
   * later releases left open source, so no version may ship with Latch. Defaults to none.
   */
  deny?: readonly RegExp[]
}

export type CheckLicencesReturnType = PackageLicenceReport[]

/**
 * Checks the licence of every package in the production tree of each publishable workspace
 * package (a `packages/*` workspace whose package.json is not `"private": true`). The tree is its
 * `dependencies`, `optionalDependencies` and `peerDependencies`, then, recursively, each
 * dependency's `dependencies`, `optionalDependencies` and non-optional peers — never
 * `devDependencies` — each resolved from the requiring package's folder as Node does. Sibling
 * workspace packages are followed through their links and checked by their own licence. Paths
 * are the shortest ones (breadth first).
 *
 * @param parameters - The lockfile, a package.json reader and the allow-list.
 * @returns One report per publishable package, in lockfile order.
 * @throws Error when the lockfile has no `packages` map (lockfileVersion 1).
 *
 * @example
 * const reports = checkLicences({ lockfile, readPackageJson, allow: allowedLicences })
 * const failed = reports.some((report) => report.offenders.length > 0)
 */
export function checkLicences(parameters: CheckLicencesParameters): CheckLicencesReturnType {
  const { lockfile, readPackageJson, allow, deny = [] } = parameters
  if (typeof lockfile.packages !== 'object' || lockfile.packages === null) {
    throw new Error(
      `package-lock.json has no "packages" map (lockfileVersion ${lockfile.lockfileVersion}); run npm install with npm 7 or later`,
    )
  }
  return Object.entries(lockfile.packages)
    .filter(([key, entry]) => /^packages\/[^/]+$/.test(key) && !isPrivate(key, entry))
    .map(([key, entry]) => checkTree(key, entry.name ?? key))

  function isPrivate(key: string, entry: LockfileEntry): boolean {
    return (readPackageJson(key) ?? entry).private === true
  }

  function checkTree(rootKey: string, rootName: string): PackageLicenceReport {
    const counts = new Map<string, number>()
    const offenders: LicenceOffender[] = []
    const queue = [{ key: rootKey, path: [rootName] }]
    const seen = new Set([rootKey])
    for (const { key, path } of queue) {
      // A workspace folder's package.json is the truth about it; the lockfile copy may lag.
      const lockfileEntry = lockfile.packages[key] ?? {}
      const entry = isWorkspaceFolder(key) ? (readPackageJson(key) ?? lockfileEntry) : lockfileEntry
      const name = entry.name ?? nameFromKey(key)
      const version = entry.version ?? '?'
      const licence = readLicence(entry, () => readPackageJson(key))
      const label = licence ?? '(none)'
      counts.set(label, (counts.get(label) ?? 0) + 1)
      if (deny.some((pattern) => pattern.test(name))) {
        offenders.push({ name, version, licence, problem: 'package not allowed', path })
      } else if (licence === undefined) {
        offenders.push({ name, version, licence, problem: 'no licence', path })
      } else if (!isLicenceAllowed(licence, allow)) {
        offenders.push({ name, version, licence, problem: 'licence not allowed', path })
      }
      for (const [dependency, { range, optional }] of productionDependencies(
        entry,
        key === rootKey,
      )) {
        const resolved = resolveDependency(lockfile, key, dependency)
        if (resolved === undefined) {
          if (!optional) {
            offenders.push({
              name: dependency,
              version: range,
              licence: undefined,
              problem: 'not installed',
              path: [...path, dependency],
            })
          }
        } else if (!seen.has(resolved)) {
          seen.add(resolved)
          queue.push({ key: resolved, path: [...path, dependency] })
        }
      }
    }
    return {
      name: rootName,
      checked: queue.length,
      licences: [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
      offenders,
    }
  }
}

/**
 * What a package needs installed beside it in production: dependencies, optional dependencies
 * (absence is fine) and peers. The publishable package's own peers are all checked (the app
 * installs them for it); a dependency's optional peers are the app's choice, so they are left out.
 */
function productionDependencies(
  entry: PackageJson,
  isRoot: boolean,
): Map<string, { range: string; optional: boolean }> {
  const dependencies = new Map<string, { range: string; optional: boolean }>()
  for (const [name, range] of Object.entries(entry.peerDependencies ?? {})) {
    const optional = entry.peerDependenciesMeta?.[name]?.optional === true
    if (isRoot || !optional) dependencies.set(name, { range, optional })
  }
  for (const [name, range] of Object.entries(entry.dependencies ?? {})) {
    dependencies.set(name, { range, optional: false })
  }
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    dependencies.set(name, { range, optional: true })
  }
  return dependencies
}

function isWorkspaceFolder(key: string): boolean {
  return !key.split('/').includes('node_modules')
}

function nameFromKey(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const reports = checkLicences({
    ...readRepository(root),
    allow: allowedLicences,
    deny: deniedPackages,
  })
  const { lines, failed } = formatLicenceReport(reports)
  for (const line of lines) console.log(line)
  process.exitCode = failed ? 1 : 0
}
